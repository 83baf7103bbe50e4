import type { Knex } from 'knex'
import type { CodeStore, StoredCode } from '../../domain/accounts/phone-codes'
import type { Cipher } from '../../security/cipher'

type CodeRow = {
  id: number
  user_id: number
  phone: string | null
  code_hash: string
  tries: number
  expires_at: string
  used_at: string | null
}

const present = (row: CodeRow): StoredCode => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  phone: row.phone,
  codeHash: row.code_hash,
  tries: Number(row.tries),
  expiresAt: row.expires_at,
  usedAt: row.used_at,
})

/** phone_codes, and the outbox row of each code's SMS (sent by the notification worker). */
export function codeStore(db: Knex, cipher: Cipher): CodeStore {
  return {
    issue: (code, sms) =>
      db.transaction(async (trx) => {
        const [inserted] = await trx('phone_codes')
          .insert({
            user_id: code.userId,
            purpose: code.purpose,
            phone: code.phone,
            code_hash: code.codeHash,
            expires_at: code.expiresAt,
            created_at: code.createdAt,
          })
          .returning<{ id: number }[]>('id')
        const id = Number(inserted!.id)
        if (sms) {
          const subject = `code:${id}`
          await trx('notifications')
            .insert({
              user_id: code.userId,
              channel: 'sms',
              event: sms.event,
              subject,
              language: sms.language,
              scheduled_at: code.createdAt,
              state: 'pending',
              body_encrypted: cipher.sealMessage(sms.text, subject),
              created_at: code.createdAt,
            })
            .onConflict(['event', 'subject', 'user_id', 'channel'])
            .ignore()
        }
        return id
      }),
    async newest(userId, purpose) {
      const row = await db('phone_codes')
        .where({ user_id: userId, purpose })
        .orderBy('id', 'desc')
        .first<CodeRow | undefined>('id', 'user_id', 'phone', 'code_hash', 'tries', 'expires_at', 'used_at')
      return row ? present(row) : null
    },
    takeTry: async (codeId, most) =>
      (await db('phone_codes').where({ id: codeId }).where('tries', '<', most).increment('tries', 1)) === 1,
    async use(codeId, at) {
      return (await db('phone_codes').where({ id: codeId }).whereNull('used_at').update({ used_at: at })) === 1
    },
  }
}
