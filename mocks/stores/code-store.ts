import type { CodeSecrets, CodeStore } from '../../api/domain/accounts/phone-codes'
import { mockLimits } from '../limits'
import { memoryCounters } from '../sign-in-limits'
import { insert, store } from '../store'

/** Where the mocks print what would be sent, so a frontend developer can type the code in. */
export const MOCK_SMS_PREFIX = '[mock SMS]'

const UINT32_VALUES = 2 ** 32
const CODE_VALUES = 1_000_000

/** Six digits from the browser's CSPRNG, without the modulo's bias (values past the last full million are drawn again). */
function randomCode(): string {
  const draw = new Uint32Array(1)
  const fairBelow = UINT32_VALUES - (UINT32_VALUES % CODE_VALUES)
  do crypto.getRandomValues(draw)
  while (draw[0]! >= fairBelow)
  return String(draw[0]! % CODE_VALUES).padStart(6, '0')
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

// The mocks keep no secret: a plain digest is enough to keep the number out of the store.
export const mockCodeSecrets: CodeSecrets = {
  newCode: randomCode,
  hashCode: sha256,
  hashPhone: (phone) => sha256(`phone:${phone}`),
}

/** phone_codes and the outbox over the store; in a browser each SMS is printed to the console. */
export const memoryCodeStore: CodeStore = {
  async issue(code, sms) {
    const row = insert('phoneCodes', { ...code, tries: 0, usedAt: null })
    if (sms) {
      const subject = `code:${row.id}`
      insert('notifications', {
        userId: code.userId,
        channel: 'sms',
        event: sms.event,
        subject,
        language: sms.language,
        state: 'pending',
        text: sms.text,
        scheduledAt: code.createdAt,
        createdAt: code.createdAt,
      })
      if (typeof window !== 'undefined') console.info(`${MOCK_SMS_PREFIX} to ${code.phone}: ${sms.text}`)
    }
    return row.id
  },
  async newest(userId, purpose) {
    const rows = store.phoneCodes.filter((row) => row.userId === userId && row.purpose === purpose)
    return rows.at(-1) ?? null
  },
  async takeTry(codeId, most) {
    const row = store.phoneCodes.find((code) => code.id === codeId)
    if (!row || row.tries >= most) return false
    row.tries += 1
    return true
  },
  async use(codeId, at) {
    const row = store.phoneCodes.find((code) => code.id === codeId)
    if (!row || row.usedAt !== null) return false
    row.usedAt = at
    return true
  },
}

export const mockCodePorts = () => ({
  secrets: mockCodeSecrets,
  codes: memoryCodeStore,
  limits: memoryCounters(mockLimits()),
  now: () => new Date(),
})
