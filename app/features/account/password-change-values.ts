import * as v from 'valibot'
import { messages } from '../../../api/contract/messages'
import { PasswordChange } from '../../../api/contract/schemas/password'

export type PasswordChangeValues = { currentPassword: string; newPassword: string; confirmPassword: string }

export const emptyPasswordChange: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The form: the contract's PasswordChange, and the new password typed twice alike (never sent). */
export const PasswordChangeForm = v.pipe(
  v.object({
    ...PasswordChange.entries,
    confirmPassword: v.pipe(v.string(messages.confirmPasswordMin), v.minLength(6, messages.confirmPasswordMin)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      messages.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
)
