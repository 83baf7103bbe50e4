import { afterEach, expect, it, vi } from 'vitest'
import { emptySafetyPlan } from './safety-plan-steps'
import { clearSafetyPlan, loadSafetyPlan, SAFETY_PLAN_KEY, saveSafetyPlan } from './safety-plan-storage'

const plan = {
  ...emptySafetyPlan(),
  warningSigns: 'I stop answering my phone',
  helpers: [{ name: 'Wanjiru', phone: '0712 345 678' }],
}

afterEach(() => vi.restoreAllMocks())

it('saves a versioned plan and restores it', async () => {
  const now = new Date('2026-11-22T10:15:00Z')
  expect(await saveSafetyPlan(plan, now)).toEqual({ saved: true, savedAt: now.toISOString() })
  expect(JSON.parse(localStorage.getItem(SAFETY_PLAN_KEY)!)).toEqual({
    version: 1,
    steps: plan,
    savedAt: now.toISOString(),
  })
  expect(await loadSafetyPlan()).toEqual({
    available: true,
    plan: { version: 1, steps: plan, savedAt: now.toISOString() },
  })
})

it('has nothing to restore on a fresh device', async () => {
  expect(await loadSafetyPlan()).toEqual({ available: true, plan: null })
})

it('clears the plan', async () => {
  await saveSafetyPlan(plan)
  expect(await clearSafetyPlan()).toBe(true)
  expect(localStorage.getItem(SAFETY_PLAN_KEY)).toBeNull()
  expect(await loadSafetyPlan()).toEqual({ available: true, plan: null })
})

it.each([
  ['not JSON', '{"version":1,'],
  ['another version', JSON.stringify({ version: 2, steps: plan, savedAt: '2026-11-22T10:15:00.000Z' })],
  [
    'steps of the wrong shape',
    JSON.stringify({ version: 1, steps: { warningSigns: 3 }, savedAt: '2026-11-22T10:15:00.000Z' }),
  ],
  ['no date', JSON.stringify({ version: 1, steps: plan })],
  ['null', 'null'],
])('ignores a stored value it cannot read (%s) instead of crashing', async (_, raw) => {
  localStorage.setItem(SAFETY_PLAN_KEY, raw)
  expect(await loadSafetyPlan()).toEqual({ available: true, plan: null })
})

const refuse = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

it('reports a browser that refuses storage altogether (private mode, storage turned off)', async () => {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse)
  expect(await loadSafetyPlan()).toEqual({ available: false })
  expect(await saveSafetyPlan(plan)).toEqual({ saved: false })
  expect(await clearSafetyPlan()).toBe(false)
})

it('reports a storage that refuses to write (full)', async () => {
  const full = { getItem: () => null, setItem: refuse, removeItem: refuse }
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full as unknown as Storage)
  expect(await saveSafetyPlan(plan)).toEqual({ saved: false })
  expect(await clearSafetyPlan()).toBe(false)
})
