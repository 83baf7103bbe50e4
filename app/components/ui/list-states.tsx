import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { errorMessage } from '../../lib/server-messages'

/** Grey cards where a list of cards will be; the status line above says what is happening. */
export function CardsSkeleton({ cardHeight }: { cardHeight: 'h-64' | 'h-72' }) {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <li
          key={index}
          className={`${cardHeight} animate-pulse rounded-xl border border-slate-200 bg-slate-100 motion-reduce:animate-none`}
        />
      ))}
    </ul>
  )
}

/** A list that could not be read: what, why in the reader's language, and Try Again. */
export function ListLoadFailed({ title, error, onRetry }: { title: ReactNode; error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui()
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <p className="font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-800">{errorMessage(i18n, error)}</p>
      <button type="button" onClick={onRetry} className="button-secondary mt-4">
        <Trans>Try Again</Trans>
      </button>
    </div>
  )
}
