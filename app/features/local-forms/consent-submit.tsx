import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { submitOnSteadyPress } from '../../components/ui/submit-on-steady-press'

/**
 * The submit button of a form that needs the privacy box ticked first (docs/product.md#11-content-and-local-forms):
 * disabled until then, with a line saying why, read out with the button.
 */
export function ConsentSubmit({ agreed, children }: { agreed: boolean; children: ReactNode }) {
  const hintId = useId()
  return (
    <div className="grid gap-1.5">
      <button
        type="submit"
        onPointerDown={submitOnSteadyPress}
        disabled={!agreed}
        aria-describedby={agreed ? undefined : hintId}
        className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
      >
        {children}
      </button>
      {agreed ? null : (
        <p id={hintId} className="text-sm text-slate-600">
          <Trans>Tick the privacy box above to continue.</Trans>
        </p>
      )}
    </div>
  )
}
