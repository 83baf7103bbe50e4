import * as v from 'valibot'
import { messages } from '../messages'
import { Password } from './auth'

/**
 * The calls that ask for the current password again. Apart from account.ts, so the app's forms
 * for them do not load the phone metadata that account.ts's PhoneNumber brings.
 */

/** POST /api/me/password: the current password proves it is the owner; every other session then ends. */
export const PasswordChange = v.strictObject({
  currentPassword: v.pipe(v.string(messages.currentPasswordRequired), v.nonEmpty(messages.currentPasswordRequired)),
  newPassword: Password,
})
export type PasswordChange = v.InferOutput<typeof PasswordChange>

/** DELETE /api/me: the password once more; the app asks for a plain-words confirmation first. */
export const AccountDeletion = v.strictObject({
  password: v.pipe(v.string(messages.currentPasswordRequired), v.nonEmpty(messages.currentPasswordRequired)),
})
export type AccountDeletion = v.InferOutput<typeof AccountDeletion>
