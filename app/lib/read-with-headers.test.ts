import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { HttpError } from './http-error'
import { readWithHeaders } from './read-with-headers'

it('reads the JSON and the headers, with cookies and the non-null query entries', async () => {
  let sent: Request | undefined
  const record = ({ request }: { request: Request }) => {
    sent = request
  }
  server.events.on('request:start', record)
  const { data, headers } = await readWithHeaders('listProfessionals', {
    query: { language: 'yoruba', location: null, limit: 2, offset: 1 },
  })
  server.events.removeListener('request:start', record)
  expect(new URL(sent!.url).search).toBe('?language=yoruba&limit=2&offset=1')
  expect(sent!.credentials).toBe('include')
  expect(data).toHaveLength(2)
  expect(Number(headers.get('X-Total-Count'))).toBeGreaterThan(2)
})

it('throws the same HttpError as callApi', async () => {
  server.use(http.get('*/api/professionals', () => HttpResponse.json({ message: 'limit: Invalid' }, { status: 400 })))
  const failure = readWithHeaders('listProfessionals')
  await expect(failure).rejects.toBeInstanceOf(HttpError)
  await expect(failure).rejects.toThrow('400: limit: Invalid')
})
