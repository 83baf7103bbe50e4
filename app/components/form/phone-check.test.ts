import { afterEach, expect, it, vi } from 'vitest'
import { messages } from '../../../api/contract/messages'

afterEach(() => {
  vi.doUnmock('../../../api/contract/phone')
  vi.resetModules()
})

it("passes an empty field and a valid number, and answers the contract's message for an invalid one", async () => {
  const { checkPhone } = await import('./phone-check')
  expect(await checkPhone({ value: '' })).toBeUndefined()
  expect(await checkPhone({ value: '0712 345 678' })).toBeUndefined()
  expect(await checkPhone({ value: '12' })).toBe(messages.phoneInvalid)
})

it('lets the server check the number when the metadata cannot load (offline, never used before)', async () => {
  vi.doMock('../../../api/contract/phone', () => {
    throw new Error('Failed to fetch dynamically imported module')
  })
  const { checkPhone } = await import('./phone-check')
  expect(await checkPhone({ value: '12' })).toBeUndefined()
})
