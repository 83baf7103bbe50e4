import { createHash, randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { idempotentRequestText } from '../contract/pipeline/idempotency-key'
import { requestHash } from './idempotency'

const secret = randomBytes(32)

it('hashes equal requests equally whatever their key order', () => {
  const a = { sessionDate: '2030-01-02', notes: 'hi', nested: { b: 1, a: [1, { d: 2, c: 3 }] } }
  const b = { nested: { a: [1, { c: 3, d: 2 }], b: 1 }, notes: 'hi', sessionDate: '2030-01-02' }
  expect(requestHash(secret, 'createBooking', {}, a)).toBe(requestHash(secret, 'createBooking', {}, b))
})

it('tells routes, bodies and booking ids apart', () => {
  const body = { professionalNotes: 'x' }
  const hash = requestHash(secret, 'saveSessionNotes', { bookingId: 1 }, body)
  expect(requestHash(secret, 'createBooking', { bookingId: 1 }, body)).not.toBe(hash)
  expect(requestHash(secret, 'saveSessionNotes', { bookingId: 2 }, body)).not.toBe(hash)
  expect(requestHash(secret, 'saveSessionNotes', { bookingId: 1 }, { professionalNotes: 'y' })).not.toBe(hash)
})

it('is keyed, so a guessed note cannot be confirmed from the stored hash alone', () => {
  const body = { notes: 'I feel anxious' }
  const plain = createHash('sha256')
    .update(idempotentRequestText('createBooking', {}, body))
    .digest('hex')
  expect(requestHash(secret, 'createBooking', {}, body)).not.toBe(plain)
  expect(requestHash(randomBytes(32), 'createBooking', {}, body)).not.toBe(
    requestHash(secret, 'createBooking', {}, body),
  )
})
