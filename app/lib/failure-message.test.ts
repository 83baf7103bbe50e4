import { setupI18n } from '@lingui/core'
import { expect, it } from 'vitest'
import { failureMessage } from './failure-message'
import { httpErrorFrom } from './http-error'
import { errorMessage } from './server-messages'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const fallback = 'Failed to update booking'

it("shows the call's own fallback text for an error answer with an empty body, not the status text", async () => {
  const error = await httpErrorFrom(new Response(null, { status: 500, statusText: 'Internal Server Error' }))
  expect(error.message).toBe('500: Internal Server Error')
  expect(failureMessage(i18n, error, fallback)).toBe(fallback)
})

it("shows the fallback for a body that is not the server's JSON (a proxy's page or plain text)", async () => {
  const page = await httpErrorFrom(new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502 }))
  const text = await httpErrorFrom(new Response('upstream timed out', { status: 504 }))
  const blank = await httpErrorFrom(Response.json({ message: '  ' }, { status: 500 }))
  expect([page, text, blank].map((error) => failureMessage(i18n, error, fallback))).toEqual([
    fallback,
    fallback,
    fallback,
  ])
})

it("shows the server's message when the answer has one", async () => {
  const error = await httpErrorFrom(Response.json({ message: 'Booking not found' }, { status: 404 }))
  expect(failureMessage(i18n, error, fallback)).toBe('Booking not found')
})

it("says '{status}: {text}' where a call has no fallback of its own", async () => {
  const error = await httpErrorFrom(new Response('', { status: 500, statusText: 'Internal Server Error' }))
  expect(errorMessage(i18n, error)).toBe('500: Internal Server Error')
})
