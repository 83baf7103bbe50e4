import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { leaveQuickly, QUICK_EXIT_URL } from './leave-quickly'

/**
 * "Leave quickly": a link to the neutral page that replaces this page in the history instead, by
 * its own handler once the app runs and by the entry's before (early-quick-exit.ts); a plain
 * link only until the entry's small script has come.
 */
export function QuickExitLink() {
  const descriptionId = useId()
  return (
    <>
      <a
        href={QUICK_EXIT_URL}
        data-quick-exit
        rel="noreferrer"
        aria-describedby={descriptionId}
        onClick={(event) => {
          event.preventDefault()
          leaveQuickly()
        }}
        className="pointer-events-auto inline-flex min-h-10 shrink-0 items-center justify-center gap-1.5 rounded-md bg-red-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-md hover:bg-red-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-4"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10" />
        </svg>
        <Trans>Leave quickly</Trans>
      </a>
      <span id={descriptionId} className="sr-only">
        <Trans>
          Replaces this page with a weather search, and Back will not return here. Pressing Escape twice does the same.
        </Trans>
      </span>
    </>
  )
}
