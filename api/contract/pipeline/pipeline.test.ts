import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { messages } from '../messages'
import { checkAccess } from './access'
import { JSON_BODY_LIMIT, routes } from '../routes'
import { checkWriteHead, mayCarryUpload, parseWriteBody, type WriteHead } from './body'
import { idempotentRequestText, parseIdempotencyKey } from './idempotency-key'
import { checkInput } from './input'
import { parseParams } from './params'

/** The status and message an ApiError-throwing call answers, or 'ok'. */
function outcome(run: () => unknown): 'ok' | { status: number; message: string } {
  try {
    run()
    return 'ok'
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { status: error.status, message: error.message }
  }
}

const head = (changes: Partial<WriteHead> = {}): WriteHead => ({
  origin: null,
  ownOrigin: 'https://wellness.example',
  contentType: 'application/json',
  contentLength: '2',
  chunked: false,
  ...changes,
})

describe('access', () => {
  it('answers 401 signed out, worded per route, and 403 to the other role', () => {
    expect(outcome(() => checkAccess('createBooking', 'user', null))).toEqual({
      status: 401,
      message: messages.authenticationRequired,
    })
    expect(outcome(() => checkAccess('myProfile', 'professional', null))).toMatchObject({ status: 401 })
    const professional = { role: 'professional', hasProfile: true } as const
    expect(outcome(() => checkAccess('createBooking', 'user', professional))).toMatchObject({ status: 403 })
    expect(outcome(() => checkAccess('myProfile', 'professional', { ...professional, hasProfile: false }))).toEqual({
      status: 403,
      message: messages.professionalsOnly,
    })
    expect(outcome(() => checkAccess('myProfile', 'professional', professional))).toBe('ok')
    expect(outcome(() => checkAccess('currentUser', 'public', null))).toBe('ok')
  })

  it('lets either role through a signed-in route and answers 401 only signed out', () => {
    expect(outcome(() => checkAccess('myAccount', 'signedIn', null))).toEqual({
      status: 401,
      message: messages.notSignedIn,
    })
    expect(outcome(() => checkAccess('myAccount', 'signedIn', { role: 'user', hasProfile: false }))).toBe('ok')
    expect(outcome(() => checkAccess('myAccount', 'signedIn', { role: 'professional', hasProfile: true }))).toBe('ok')
  })
})

describe('path params', () => {
  it('takes a positive integer that fits a stored id, else answers 404', () => {
    expect(parseParams({ bookingId: '42' })).toEqual({ bookingId: 42 })
    expect(parseParams({})).toEqual({})
    for (const raw of ['0', '01', '-1', '1.5', '1e3', '2147483648', 'abc']) {
      expect(
        outcome(() => parseParams({ bookingId: raw })),
        raw,
      ).toEqual({
        status: 404,
        message: messages.bookingNotFound,
      })
    }
  })

  it('reads a :professionalId alike, answering 404 with the professional not found', () => {
    expect(parseParams({ professionalId: '7' })).toEqual({ professionalId: 7 })
    expect(outcome(() => parseParams({ professionalId: '0' }))).toEqual({
      status: 404,
      message: messages.professionalNotFound,
    })
  })
})

describe('Idempotency-Key', () => {
  it('is 8 to 128 URL-safe characters; absent is null', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull()
    expect(parseIdempotencyKey(null)).toBeNull()
    expect(parseIdempotencyKey('outbox_0001-a')).toBe('outbox_0001-a')
    for (const key of ['short', 'x'.repeat(129), 'has space!', ['outbox-0001', 'outbox-0002']]) {
      expect(outcome(() => parseIdempotencyKey(key))).toEqual({ status: 400, message: messages.idempotencyKeyInvalid })
    }
  })

  it('names the same request alike whatever its key order, and tells bodies and ids apart', () => {
    const a = { sessionDate: '2030-01-02', notes: 'hi', nested: { b: 1, a: [1, { d: 2, c: 3 }] } }
    const b = { nested: { a: [1, { c: 3, d: 2 }], b: 1 }, notes: 'hi', sessionDate: '2030-01-02' }
    expect(idempotentRequestText('createBooking', {}, a)).toBe(idempotentRequestText('createBooking', {}, b))
    expect(idempotentRequestText('createBooking', {}, { notes: undefined })).toBe('createBooking\n{}')
    expect(idempotentRequestText('createBooking', {}, { notes: null })).toBe('createBooking\n{"notes":null}')
    expect(idempotentRequestText('saveSessionNotes', { bookingId: 7 }, { professionalNotes: 'x' })).toBe(
      'saveSessionNotes\n{"bookingId":7,"professionalNotes":"x"}',
    )
  })
})

describe('a state-changing request', () => {
  it('checks the origin, then the content type, then the declared length', () => {
    const evil = head({ origin: 'https://evil.example', contentType: 'text/plain', contentLength: '999' })
    expect(outcome(() => checkWriteHead(evil, 10))).toMatchObject({ status: 403, message: messages.crossOrigin })
    expect(outcome(() => checkWriteHead(head({ origin: 'HTTPS://Wellness.example' }), 10))).toBe('ok')
    expect(outcome(() => checkWriteHead(head({ contentType: 'text/plain', contentLength: '999' }), 10))).toEqual({
      status: 415,
      message: messages.notJson,
    })
    expect(outcome(() => checkWriteHead(head({ contentType: 'application/json; charset=utf-8' }), 10))).toBe('ok')
    expect(outcome(() => checkWriteHead(head({ contentType: null }), 10))).toMatchObject({ status: 415 })
    expect(
      outcome(() => checkWriteHead(head({ contentType: null, contentLength: null, chunked: true }), 10)),
    ).toMatchObject({ status: 415 })
    expect(outcome(() => checkWriteHead(head({ contentType: null, contentLength: null }), 10))).toBe('ok')
    expect(outcome(() => checkWriteHead(head({ contentLength: '11' }), 10))).toEqual({
      status: 413,
      message: messages.bodyTooLarge,
    })
  })

  it('judges the bytes once read, and parses them only when the route takes a body', () => {
    const bytes = new TextEncoder().encode('{"a":1}')
    expect(parseWriteBody('application/json', bytes, 100, true)).toEqual({ a: 1 })
    expect(parseWriteBody('application/json', bytes, 100, false)).toBeUndefined()
    expect(outcome(() => parseWriteBody(null, bytes, 100, false))).toMatchObject({ status: 415 })
    expect(outcome(() => parseWriteBody('application/json', bytes, 6, true))).toMatchObject({ status: 413 })
    const malformed = new TextEncoder().encode('{oops')
    expect(outcome(() => parseWriteBody('application/json', malformed, 100, true))).toEqual({
      status: 400,
      message: messages.malformedJson,
    })
  })
})

describe('checkInput', () => {
  const professional = { role: 'professional', hasProfile: true } as const

  it('runs the path id before the body and the key (access ran before the body was read)', () => {
    const raw = { params: { bookingId: 'x' }, query: {}, body: {}, idempotencyKey: 'bad' }
    expect(outcome(() => checkInput('updateBookingStatus', raw))).toMatchObject({ status: 404 })
    const valid = { ...raw, params: { bookingId: '3' } }
    expect(outcome(() => checkInput('updateBookingStatus', valid))).toMatchObject({ status: 400 })
    const checked = checkInput('updateBookingStatus', {
      ...valid,
      body: { status: 'confirmed' },
      idempotencyKey: undefined,
    })
    expect(checked).toEqual({
      params: { bookingId: 3 },
      query: undefined,
      body: { status: 'confirmed' },
      idempotencyKey: null,
    })
    expect(outcome(() => checkAccess('updateBookingStatus', 'professional', professional))).toBe('ok')
  })

  it('reads the key only on idempotent routes', () => {
    const raw = { params: {}, query: {}, body: { username: 'amina', password: 'secret-1' } }
    expect(checkInput('login', { ...raw, idempotencyKey: 'bad' }).idempotencyKey).toBeNull()
  })
})

describe('mayCarryUpload', () => {
  it('counts calls to a photo or licence route whose body may be larger than any JSON without one', () => {
    expect(mayCarryUpload(routes.updateProfile, { contentLength: String(JSON_BODY_LIMIT + 1), chunked: false })).toBe(
      true,
    )
    expect(mayCarryUpload(routes.submitVerification, { contentLength: null, chunked: true })).toBe(true)
    expect(mayCarryUpload(routes.updateProfile, { contentLength: '900', chunked: false })).toBe(false)
    expect(mayCarryUpload(routes.login, { contentLength: String(JSON_BODY_LIMIT + 1), chunked: false })).toBe(false)
  })
})
