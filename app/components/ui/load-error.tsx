import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A read that failed: what could not be loaded, and a way to try again. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-slate-700">
      <p>{children}</p>
      <button type="button" className="button-secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
