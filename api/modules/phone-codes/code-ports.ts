import type { PhoneVerificationPorts } from '../../domain/accounts/phone-verification'
import type { AppDeps } from '../../http/handler'
import { codeStore } from './code-store'
import { createCodeSecrets } from '../../security/code-secrets'
import { findAccount } from '../account'
import type { Language } from '../../contract/schemas/language'

/** The codes' capabilities on the server: node:crypto, the database, its shared counters. */
export function codePorts(deps: AppDeps) {
  return {
    secrets: createCodeSecrets(deps.config.notesEncryptionKey),
    codes: codeStore(deps.db, deps.cipher),
    limits: deps.counters,
    now: () => new Date(),
  }
}

export function phoneVerificationPorts(deps: AppDeps): PhoneVerificationPorts {
  const { db } = deps
  return {
    ...codePorts(deps),
    async owner(userId) {
      const { phone, language } = await findAccount(db, userId)
      return { phone, language: language as Language }
    },
    async markVerified(userId, phone) {
      await db('users').where({ id: userId, phone }).update({ phone_verified: true })
    },
  }
}
