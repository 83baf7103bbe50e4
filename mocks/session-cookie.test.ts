import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { deliverSessionCookieThroughDocument, readSessionId, sessionCookie, withCookies } from './session-cookie'

describe('session cookie', () => {
  it("in Node, reads the first wellness.sid of the request's own Cookie header, never MSW's shared jar", () => {
    const request = new Request('http://localhost/api/user', {
      headers: { Cookie: 'theme=dark; wellness.sid=mine; wellness.sid=appended; Path=/' },
    })
    expect(readSessionId(request, { 'wellness.sid': 'from-the-shared-jar' })).toBe('mine')
    expect(
      readSessionId(new Request('http://localhost/api/user'), { 'wellness.sid': 'from-the-shared-jar' }),
    ).toBeNull()
    expect(readSessionId(new Request('http://localhost/', { headers: { Cookie: 'xwellness.sid=no' } }), {})).toBeNull()
  })

  it("in the browser, drops HttpOnly (MSW can only write document.cookie) and reads MSW's cookies", () => {
    expect(sessionCookie('abc', true)).toBe('wellness.sid=abc; Path=/; HttpOnly; SameSite=Lax')
    deliverSessionCookieThroughDocument()
    const response = withCookies(new Headers(), { session: 'abc' }, (headers) => new HttpResponse(null, { headers }))
    expect(response.headers.getSetCookie()).toEqual(['wellness.sid=abc; Path=/; SameSite=Lax'])
    // The page's requests show no Cookie header; MSW's cookies argument has document.cookie.
    expect(readSessionId(new Request('http://localhost/api/user'), { 'wellness.sid': 'abc' })).toBe('abc')
  })
})
