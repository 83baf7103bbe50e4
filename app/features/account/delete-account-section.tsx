import { Trans } from '@lingui/react/macro'
import type { Role } from '../../../api/contract/schemas/auth'
import { DeleteAccountForm } from './delete-account-form'

/** Delete my account: exactly what happens (docs/product.md#15-trust), then the form. */
export function DeleteAccountSection({ role }: { role: Role }) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-2 text-slate-700">
        <p>
          <Trans>If you delete your account:</Trans>
        </p>
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            {role === 'professional' ? (
              <Trans>
                Your sign-in, your phone number, your profile with its photo, hours, licence check and licence document,
                and what you wrote on your bookings (session notes, joining instructions and reasons) are erased at
                once.
              </Trans>
            ) : (
              <Trans>
                Your sign-in, your phone number and what you wrote on your bookings (your notes and reasons) are erased
                at once.
              </Trans>
            )}
          </li>
          <li>
            <Trans>
              Your pending and confirmed sessions that have not started are cancelled, and the other person is told why.
            </Trans>
          </li>
          <li>
            <Trans>The other person keeps their record of your sessions, shown as 'Deleted account'.</Trans>
          </li>
          {role === 'user' ? (
            <li>
              <Trans>
                The notes a professional wrote about your sessions stay with them as their health record until 7 years
                after your last session with them, and are then deleted.
              </Trans>
            </li>
          ) : null}
          <li>
            <Trans>Every place you are signed in is signed out.</Trans>
          </li>
          <li className="font-semibold text-slate-900">
            <Trans>This cannot be undone. Download your data first if you want a copy.</Trans>
          </li>
        </ul>
      </div>
      <DeleteAccountForm />
    </div>
  )
}
