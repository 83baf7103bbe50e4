import { messages } from '../../../api/contract/messages'

/**
 * A phone field's check, with the phone metadata (libphonenumber-js, about 30 KB) loaded only once
 * a number is typed, so the login tab and the landing never carry it, and not precached for every
 * visitor (vite/precache-selection.ts). Empty is fine: the number is optional. Answers the
 * contract's message, translated where it is shown; when the metadata cannot load (offline before
 * it was ever used) the field passes and the server checks the number.
 */
export async function checkPhone({ value }: { value: string | null | undefined }): Promise<string | undefined> {
  if (!value?.trim()) return undefined
  const phone = await import('../../../api/contract/phone').catch(() => null)
  if (!phone) return undefined
  return phone.toE164(value) ? undefined : messages.phoneInvalid
}
