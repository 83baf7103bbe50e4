import type { Knex } from 'knex'
import type { Config } from '../../config'
import { ADMIN_RESET_CODE_HOURS } from '../../contract/schemas/phone-codes'
import type { Language } from '../../contract/schemas/language'
import { issueCode } from '../../domain/accounts/phone-codes'
import { recordAudit } from '../../db/audit-events'
import { codeStore } from './code-store'
import { createCipher } from '../../security/cipher'
import { createCodeSecrets } from '../../security/code-secrets'
import { addressKeyOf } from '../../http/audit'
import { findAccount } from '../auth'

/**
 * `npm run admin -- reset-password <username>`: a one-time reset code valid 24 hours, for a person
 * without a verified phone who asked the platform's support; they type it in /auth's reset form.
 * Nothing is sent: the admin reads it out. Audited as resetCodeIssued.
 */
export async function issueAdminResetCode(db: Knex, config: Config, username: string): Promise<string> {
  const account = await findAccount(db, username)
  if (!account) throw new Error(`No account is named ${username}`)
  const { language } = await db('users').where({ id: account.id }).first<{ language: string }>('language')
  const code = await issueCode(
    {
      secrets: createCodeSecrets(config.notesEncryptionKey),
      codes: codeStore(db, createCipher(config.notesEncryptionKey)),
      now: () => new Date(),
    },
    {
      userId: Number(account.id),
      purpose: 'reset',
      phone: null,
      language: language as Language,
      minutes: ADMIN_RESET_CODE_HOURS * 60,
      send: false,
    },
  )
  await recordAudit(db, addressKeyOf(config.notesEncryptionKey), null, {
    action: 'resetCodeIssued',
    actor: null,
    subjectId: Number(account.id),
  })
  return code
}
