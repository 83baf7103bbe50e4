import type * as v from 'valibot'
import { addDays, todayIn } from '../contract/time'
import type { VerificationInput } from '../contract/schemas/verification'
import { PASSWORD, uniqueWord, type Account, type ProfessionalAccount } from './accounts'
import { createClient } from './client'
import { dataUrl } from './images'
import { target } from './target'

/** An admin, made the only way one can be (the target's createAdmin, as `npm run admin -- create`), signed in. */
export async function signInAdmin(): Promise<Account> {
  const username = uniqueWord('admin')
  await target().createAdmin(username, PASSWORD)
  const client = createClient()
  const user = await client.ok('login', { body: { username, password: PASSWORD } })
  return { client, user, username }
}

/** A date `days` from today in Nairobi, as the licence's expiry date. */
export const expiryIn = (days: number) => addDays(todayIn('Africa/Nairobi'), days)

export type LicenceBody = v.InferInput<typeof VerificationInput>

/** A valid submission: a Kenyan board, a number, a licence valid for two more years. */
export const licence = (overrides: Partial<LicenceBody> = {}): LicenceBody => ({
  regulator: 'ke-cpb',
  registrationNumber: `CPB/${uniqueWord('n').toUpperCase()}`,
  licenceExpiresOn: expiryIn(730),
  ...overrides,
})

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

/** A small PDF: the header, some binary bytes and the end-of-file marker a reader looks for. */
export function pdfBytes(filler = 200): Uint8Array {
  const body = Uint8Array.from({ length: filler }, (_, index) => (index * 37) % 256)
  return new Uint8Array([...ascii('%PDF-1.4\n'), ...body, ...ascii('\ntrailer\n%%EOF\n')])
}

export const pdfDataUrl = (bytes: Uint8Array = pdfBytes()) => dataUrl('application/pdf', bytes)

/** Submits a licence and has an admin verify it; answers the admin's entry. */
export async function verifiedBy(admin: Account, professional: ProfessionalAccount, body: LicenceBody = licence()) {
  const { submittedAt } = await professional.client.ok('submitVerification', { body })
  return admin.client.ok('decideVerification', {
    params: { professionalId: professional.professionalId },
    body: { decision: 'verified', submittedAt: submittedAt! },
  })
}

/** When the professional's check now in the queue was sent: what an admin's decision names. */
export async function submittedAtOf(professional: ProfessionalAccount): Promise<string> {
  return (await professional.client.ok('myVerification')).submittedAt ?? new Date().toISOString()
}
