import { beforeEach, expect, it } from 'vitest'
import { checkCode, issueCode } from '../../api/domain/accounts/phone-codes'
import { CODE_TRIES } from '../../api/contract/schemas/phone-codes'
import { resetStore } from '../store'
import { mockCodePorts } from './code-store'

beforeEach(() => resetStore())

const PHONE = '+254700000123'

/** A reset code for account 1's phone, as its SMS carries it. */
const issued = () =>
  issueCode(mockCodePorts(), { userId: 1, purpose: 'reset', phone: PHONE, language: 'en', minutes: 10, send: false })

/** The code given for account 1's reset, while PHONE is still its verified phone. */
const checked = (code: string) => checkCode(mockCodePorts(), { userId: 1, purpose: 'reset', code, phone: PHONE })

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

// Guesses sent all at once must not each find the code's tries unspent: a burst of 200 would
// otherwise try 200 codes, not 5.
it(`lets a burst of guesses sent at once try the code ${CODE_TRIES} times, no more`, async () => {
  const code = await issued()
  const guesses = [...Array.from({ length: 2 * CODE_TRIES }, () => wrong(code)), code]
  const answers = await Promise.allSettled(guesses.map((guess) => checked(guess)))
  expect(answers.at(-1)!.status).toBe('rejected')
  expect(answers.every((answer) => answer.status === 'rejected')).toBe(true)
})

it('still takes the right code after fewer wrong guesses than its tries, and once only', async () => {
  const code = await issued()
  for (let guess = 1; guess < CODE_TRIES; guess++) {
    await expect(checked(wrong(code))).rejects.toThrow()
  }
  await expect(checked(code)).resolves.toMatchObject({
    phone: PHONE,
  })
  await expect(checked(code)).rejects.toThrow()
})
