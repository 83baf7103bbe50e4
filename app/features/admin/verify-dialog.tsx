import { Trans } from '@lingui/react/macro'
import type { AdminVerification } from '../../../api/contract/schemas/verification'
import { DecisionDialogFrame, DialogButtons } from './decision-dialog-frame'
import { decisionOn, useDecideVerification } from './use-decide-verification'

type Props = { entry: AdminVerification; onClose: () => void }

/** Verify asks first: the badge and its details go public at once. */
export function VerifyDialog({ entry, onClose }: Props) {
  const decide = useDecideVerification()
  const verify = () =>
    decide.mutate({ entry, body: decisionOn(entry, { decision: 'verified' }) }, { onSettled: onClose })
  return (
    <DecisionDialogFrame title={<Trans>Verify this professional?</Trans>} entry={entry} onClose={onClose}>
      <p className="mt-4 text-slate-700">
        <Trans>
          Verify only once you have checked the number with the regulator. Their profile then shows the Verified badge
          with these details until the licence expires.
        </Trans>
      </p>
      <DialogButtons>
        <button type="button" className="button-secondary" onClick={onClose}>
          <Trans>Back</Trans>
        </button>
        <button
          type="button"
          className="button-primary disabled:opacity-60"
          disabled={decide.isPending}
          onClick={verify}
        >
          {decide.isPending ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
        </button>
      </DialogButtons>
    </DecisionDialogFrame>
  )
}
