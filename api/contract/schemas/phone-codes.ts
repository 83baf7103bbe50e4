import * as v from 'valibot'
import { messages } from '../messages'
import { Password, Username } from './auth'

/** How long a code sent by SMS lasts, and how many guesses it allows (docs/product.md#4-accounts-and-sessions). */
export const CODE_MINUTES = 10
export const CODE_TRIES = 5
/** A code an administrator gives someone without a verified phone (`npm run admin -- reset-password`). */
export const ADMIN_RESET_CODE_HOURS = 24

/** Six digits, as the SMS shows them; spaces people type are dropped. */
export const Code = v.pipe(
  v.string(messages.codeRequired),
  v.transform((typed) => typed.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, messages.codeRequired),
)

/** The answer of a call that sends a code: the same words whatever happened (202). */
export const CodeSent = v.strictObject({ message: v.string() })
export type CodeSent = v.InferOutput<typeof CodeSent>

/** POST /api/me/phone/verify. */
export const PhoneVerification = v.strictObject({ code: Code })
export type PhoneVerification = v.InferOutput<typeof PhoneVerification>

/** POST /api/password-reset: the username alone; the answer never says whether it exists. */
export const PasswordResetRequest = v.strictObject({ username: Username })
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequest>

/** POST /api/password-reset/confirm. */
export const PasswordResetConfirm = v.strictObject({ username: Username, code: Code, newPassword: Password })
export type PasswordResetConfirm = v.InferOutput<typeof PasswordResetConfirm>
