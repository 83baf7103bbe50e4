import { expect } from 'vitest'
import { PASSWORD, type Account } from './accounts'
import { target } from './target'

/** A Kenyan mobile number of its own (E.164), so per-phone limits see each test apart. */
export function randomPhone(): string {
  return `+254722${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
}

/** Gives the account a fresh phone (with consent and the password a new number needs) and answers it. */
export async function addPhone(account: Account, phone = randomPhone()): Promise<string> {
  await account.client.ok('updateAccount', { body: { phone, phoneConsent: true, password: PASSWORD } })
  return phone
}

/** The code the target "sent" to the phone by SMS. */
export async function codeSentTo(phone: string): Promise<string> {
  const code = await target().sentCode(phone)
  expect(code).toMatch(/^\d{6}$/)
  return code!
}

/** Another six digits than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** A fresh phone on the account, proven with the code sent to it. */
export async function verifyNewPhone(account: Account): Promise<string> {
  const phone = await addPhone(account)
  await account.client.ok('sendPhoneCode')
  expect((await account.client.ok('verifyPhone', { body: { code: await codeSentTo(phone) } })).phoneVerified).toBe(true)
  return phone
}
