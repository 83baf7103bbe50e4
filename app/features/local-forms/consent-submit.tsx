import { Trans } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { SubmitButton } from '../../components/form/submit-button'

/**
 * The submit button of a form that needs the privacy box ticked first (docs/product.md#11-content-and-local-forms):
 * disabled until then, with a line saying why, read out with the button. Inside its form.AppForm.
 */
export function ConsentSubmit({ agreed, children }: { agreed: boolean; children: ReactNode }) {
  const hintId = useId()
  return (
    <div className="grid gap-1.5">
      <SubmitButton
        disabled={!agreed}
        aria-describedby={agreed ? undefined : hintId}
        className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
      >
        {children}
      </SubmitButton>
      {agreed ? null : (
        <p id={hintId} className="text-sm text-slate-600">
          <Trans>Tick the privacy box above to continue.</Trans>
        </p>
      )}
    </div>
  )
}
