import { messages } from '../../../api/contract/messages'

/**
 * A phone field's check, with the phone metadata (libphonenumber-js, about 30 KB) loaded only once
 * a number is typed, so the login tab and the landing never carry it. Empty is fine: the number
 * is optional. Answers the contract's message, translated where it is shown.
 */
export async function checkPhone({ value }: { value: string | null | undefined }): Promise<string | undefined> {
  if (!value?.trim()) return undefined
  const { toE164 } = await import('../../../api/contract/phone')
  return toE164(value) ? undefined : messages.phoneInvalid
}
