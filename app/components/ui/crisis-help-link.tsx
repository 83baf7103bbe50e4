import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

const looks = {
  // In the header's row at every width: on a narrow phone its words wrap onto two short lines.
  compact: 'min-h-10 px-2 py-1 text-xs leading-tight whitespace-normal sm:px-3 sm:text-sm sm:whitespace-nowrap',
  wide: 'min-h-11 px-4 py-2 text-sm',
} as const

/**
 * "Crisis help", on every screen (docs/product.md#12-crisis-resources): the crisis page, whose
 * numbers, the person's country first, are one more tap away, online or offline.
 */
export function CrisisHelpLink({ look = 'compact', onClick }: { look?: keyof typeof looks; onClick?: () => void }) {
  return (
    <Link
      to="/crisis-resources"
      onClick={onClick}
      className={`inline-flex shrink items-center justify-center gap-1.5 rounded-md border border-red-700 bg-white text-center font-semibold text-red-800 hover:bg-red-50 ${looks[look]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="hidden size-4 shrink-0 min-[360px]:block"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
        />
      </svg>
      <Trans>Crisis help</Trans>
    </Link>
  )
}
