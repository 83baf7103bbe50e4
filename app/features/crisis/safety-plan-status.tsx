import { Trans, useLingui } from '@lingui/react/macro'
import { dateTimeText } from '../../lib/time/format'
import { usePersonZone } from '../../lib/time/person-zone'
import type { SafetyPlanStatus } from './use-safety-plan'

/**
 * Says where the plan stands: saved (and when), erased, or that this browser cannot keep it.
 * Always in the page, so screen readers announce each change.
 */
export function SafetyPlanStatusLine({ status }: { status: SafetyPlanStatus }) {
  const unavailable = status.kind === 'unavailable'
  return (
    <p
      role="status"
      className={
        unavailable ? 'rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800' : 'text-sm text-teal-800'
      }
    >
      {status.kind === 'saved' ? <SavedWhen savedAt={status.savedAt} /> : null}
      {status.kind === 'cleared' ? <Trans>Your safety plan was erased from this device.</Trans> : null}
      {unavailable ? (
        <Trans>
          This browser cannot keep your plan (private browsing, or storage is turned off). Print it or write it down
          before you leave this page.
        </Trans>
      ) : null}
    </p>
  )
}

/** Apart, so the device's zone is looked up only once there is a time to show (lib/time/format.ts). */
function SavedWhen({ savedAt }: { savedAt: string }) {
  const { i18n } = useLingui()
  const when = dateTimeText(i18n, savedAt, usePersonZone())
  return <Trans>Saved on this device: {when}</Trans>
}
