import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'

/**
 * The confirmation of a local-only form (docs/product.md#11-content-and-local-forms: these forms make no
 * call): says plainly that nothing was sent and what the person can do instead.
 */
export function KeptOnDeviceNotice({
  ref,
  children,
  onDismiss,
}: {
  /** Where focus goes when the notice replaces its form (it is focusable for that, not tabbable). */
  ref?: Ref<HTMLDivElement>
  children: ReactNode
  onDismiss?: () => void
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="grid gap-2 rounded-md border border-teal-700 bg-white p-4 text-sm text-slate-800"
    >
      <p className="font-semibold text-teal-800">
        <Trans>Kept on this device only</Trans>
      </p>
      <div className="grid gap-2">{children}</div>
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className="button-secondary justify-self-start">
          <Trans>Close</Trans>
        </button>
      ) : null}
    </div>
  )
}
