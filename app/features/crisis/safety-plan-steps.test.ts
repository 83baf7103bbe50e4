import { expect, it } from 'vitest'
import { emptySafetyPlan, withAllRows } from './safety-plan-steps'

it('shows every contact row of a plan stored with fewer, and keeps extra ones', () => {
  const restored = withAllRows({ ...emptySafetyPlan(), helpers: [{ name: 'Baraka', phone: '0700 000 001' }] })
  expect(restored.helpers).toEqual([
    { name: 'Baraka', phone: '0700 000 001' },
    { name: '', phone: '' },
    { name: '', phone: '' },
  ])
  const many = Array.from({ length: 5 }, (_, index) => ({ name: `n${index}`, phone: '1' }))
  expect(withAllRows({ ...emptySafetyPlan(), professionals: many }).professionals).toEqual(many)
})
