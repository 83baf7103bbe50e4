import { Trans } from '@lingui/react/macro'

/** A loading indicator that screen readers announce; the ring is decorative. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-teal-700/20 border-t-teal-700 motion-reduce:animate-none"
      />
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
    </div>
  )
}
