import { expect, it } from 'vitest'
import { isMockedApiPath } from './index'

it('answers every unknown /api call, yet lets the contract modules that npm run dev serves reach Vite', () => {
  expect(isMockedApiPath('/api/no/such/route')).toBe(true)
  expect(isMockedApiPath('/api/me/bookings/7/calendar.ics')).toBe(true)
  expect(isMockedApiPath('/api/contract/verification-clock.ts')).toBe(false)
  expect(isMockedApiPath('/api/contract/schemas/verification.ts')).toBe(false)
  expect(isMockedApiPath('/assets/index.js')).toBe(false)
})
