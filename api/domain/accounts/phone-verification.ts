import { badRequest } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { Language } from '../../contract/schemas/language'
import { CODE_MINUTES } from '../../contract/schemas/phone-codes'
import { checkCode, issueCode, phoneCounterKey, type CodePorts } from './phone-codes'
import type { Counter } from './sign-in-limits'

export type PhoneOwner = { phone: string | null; language: Language }

export type PhoneVerificationPorts = CodePorts & {
  limits: CodePorts['limits'] & { codesPerAddress: Counter }
  owner(userId: number): Promise<PhoneOwner>
  /** Marks the phone verified if it is still the account's (a PATCH may have changed it meanwhile). */
  markVerified(userId: number, phone: string): Promise<void>
}

/**
 * POST /api/me/phone/code: a code by SMS to the account's phone, whatever the person's update
 * settings say (docs/product.md#4-accounts-and-sessions). 400 without a phone; 429 past the
 * address's or the phone's codes of the hour.
 */
export async function sendPhoneCode(
  ports: PhoneVerificationPorts,
  { userId, address }: { userId: number; address: string },
): Promise<void> {
  const { phone, language } = await ports.owner(userId)
  if (!phone) throw badRequest(messages.phoneRequiredForCode, { phone: messages.phoneRequiredForCode })
  await ports.limits.codesPerAddress.take(address, messages.tooManyCodes)
  await ports.limits.codesPerPhone.take(await phoneCounterKey(ports.secrets, 'verify', phone), messages.tooManyCodes)
  await issueCode(ports, { userId, purpose: 'verify', phone, language, minutes: CODE_MINUTES, send: true })
}

/** POST /api/me/phone/verify: the code sent to the account's current phone proves it (400 otherwise). */
export async function verifyPhone(
  ports: PhoneVerificationPorts,
  { userId, code }: { userId: number; code: string },
): Promise<void> {
  const { phone } = await ports.owner(userId)
  if (!phone) throw badRequest(messages.codeInvalid, { code: messages.codeInvalid })
  await checkCode(ports, { userId, purpose: 'verify', code, phone })
  await ports.markVerified(userId, phone)
}
