import * as v from 'valibot'

/**
 * Where the safety plan lives: this browser's localStorage only, never the server. The one
 * module that touches storage, so the plan can move to IndexedDB without the form changing
 * (hence the promises). Call from effects and handlers only, never during render.
 */
export const SAFETY_PLAN_KEY = 'wellness.safety-plan'

const Contact = v.object({ name: v.string(), phone: v.string() })

const SafetyPlanSteps = v.object({
  warningSigns: v.string(),
  copingStrategies: v.string(),
  distractions: v.string(),
  helpers: v.array(Contact),
  professionals: v.array(Contact),
  safeEnvironment: v.string(),
  reasonForLiving: v.string(),
})

const StoredSafetyPlan = v.object({
  version: v.literal(1),
  steps: SafetyPlanSteps,
  savedAt: v.pipe(v.string(), v.isoTimestamp()),
})

export type Contact = v.InferOutput<typeof Contact>
export type SafetyPlanSteps = v.InferOutput<typeof SafetyPlanSteps>
export type StoredSafetyPlan = v.InferOutput<typeof StoredSafetyPlan>

/** `available: false` when the browser refuses storage (private mode, storage turned off, full). */
export type LoadResult = { available: true; plan: StoredSafetyPlan | null } | { available: false }
export type SaveResult = { saved: true; savedAt: string } | { saved: false }

export async function loadSafetyPlan(): Promise<LoadResult> {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(SAFETY_PLAN_KEY)
  } catch {
    return { available: false }
  }
  return { available: true, plan: raw === null ? null : parse(raw) }
}

export async function saveSafetyPlan(steps: SafetyPlanSteps, now = new Date()): Promise<SaveResult> {
  const plan: StoredSafetyPlan = { version: 1, steps, savedAt: now.toISOString() }
  try {
    window.localStorage.setItem(SAFETY_PLAN_KEY, JSON.stringify(plan))
    return { saved: true, savedAt: plan.savedAt }
  } catch {
    return { saved: false }
  }
}

/** True once nothing of the plan is left on the device. */
export async function clearSafetyPlan(): Promise<boolean> {
  try {
    window.localStorage.removeItem(SAFETY_PLAN_KEY)
    return true
  } catch {
    return false
  }
}

// A value we cannot read (damaged, or written by another version) is ignored, not crashed on.
function parse(raw: string): StoredSafetyPlan | null {
  try {
    const result = v.safeParse(StoredSafetyPlan, JSON.parse(raw))
    return result.success ? result.output : null
  } catch {
    return null
  }
}
