import { Trans, useLingui } from '@lingui/react/macro'
import { AdminDecision, type AdminVerification } from '../../../api/contract/schemas/verification'
import { checkOnSubmit, useAppForm } from '../../components/form/form-kit'
import { schemaFieldErrors } from '../../components/form/schema-field-errors'
import { callServer } from '../../components/form/server-field-errors'
import { maxLengthOf } from '../../lib/schema-limits'
import { DecisionDialogFrame, DialogButtons } from './decision-dialog-frame'
import { decisionOn, useDecideVerification } from './use-decide-verification'

/** The reason's length limit, from the contract's AdminDecision (a pipe whose first step is the object). */
const REASON_MAX = maxLengthOf(AdminDecision.pipe[0].entries.reason)

type Props = { entry: AdminVerification; onClose: () => void }
type Values = { reason: string }

/** Reject needs its reason (the contract's AdminDecision), which the professional reads on their dashboard. */
export function RejectDialog({ entry, onClose }: Props) {
  const { t } = useLingui()
  const decide = useDecideVerification()
  const rejection = (value: Values) => decisionOn(entry, { decision: 'rejected', reason: value.reason })
  const form = useAppForm({
    defaultValues: { reason: '' },
    validationLogic: checkOnSubmit,
    validators: {
      onDynamic: ({ value }) => {
        const fields = schemaFieldErrors(AdminDecision, rejection(value))
        return fields ? { fields } : undefined
      },
      onSubmitAsync: callServer((value: Values) => decide.mutateAsync({ entry, body: rejection(value) })),
    },
    onSubmit: onClose,
  })
  return (
    <DecisionDialogFrame title={<Trans>Reject these details?</Trans>} entry={entry} onClose={onClose}>
      <form.AppForm>
        <form.Form className="mt-4 grid gap-4">
          <form.AppField name="reason">
            {(field) => (
              <field.TextAreaField
                label={t`Reason`}
                hint={t`The professional reads this on their dashboard: say what to correct.`}
                maxLength={REASON_MAX}
                rows={4}
              />
            )}
          </form.AppField>
          <DialogButtons>
            <button type="button" className="button-secondary" onClick={onClose}>
              <Trans>Back</Trans>
            </button>
            <form.SubmitButton
              pendingLabel={<Trans>Rejecting...</Trans>}
              className="button-primary border-red-700 bg-red-700 hover:bg-red-800 disabled:opacity-60"
            >
              <Trans>Reject</Trans>
            </form.SubmitButton>
          </DialogButtons>
        </form.Form>
      </form.AppForm>
    </DecisionDialogFrame>
  )
}
