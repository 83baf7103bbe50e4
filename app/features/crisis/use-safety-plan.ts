import { useCallback, useEffect, useRef, useState } from 'react'
import { emptySafetyPlan, withAllRows } from './safety-plan-steps'
import { clearSafetyPlan, loadSafetyPlan, saveSafetyPlan, type SafetyPlanSteps } from './safety-plan-storage'

/** What the plan's status line says. */
export type SafetyPlanStatus =
  { kind: 'idle' } | { kind: 'saved'; savedAt: string } | { kind: 'cleared' } | { kind: 'unavailable' }

/** Typing pauses this long before the plan is written, so storage is not hit on every key. */
export const AUTOSAVE_DELAY_MS = 500

/**
 * The safety plan's state: restored from the device when the page opens, saved as the person
 * types (debounced) or on demand, erased on request. A pending save is written at once when the
 * page is left, so the last words typed are not lost.
 */
export function useSafetyPlan() {
  const [steps, setSteps] = useState<SafetyPlanSteps>(emptySafetyPlan)
  const [status, setStatus] = useState<SafetyPlanStatus>({ kind: 'idle' })
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; steps: SafetyPlanSteps } | null>(null)
  const edited = useRef(false)

  const write = useCallback(async (next: SafetyPlanSteps) => {
    const result = await saveSafetyPlan(next)
    setStatus(result.saved ? { kind: 'saved', savedAt: result.savedAt } : { kind: 'unavailable' })
  }, [])

  const takePending = useCallback(() => {
    const current = pending.current
    if (current) clearTimeout(current.timer)
    pending.current = null
    return current?.steps ?? null
  }, [])

  useEffect(() => {
    let live = true
    void loadSafetyPlan().then((result) => {
      // Someone who started typing before the plan was read keeps what they typed.
      if (!live || edited.current) return
      if (!result.available) setStatus({ kind: 'unavailable' })
      else if (result.plan) {
        setSteps(withAllRows(result.plan.steps))
        setStatus({ kind: 'saved', savedAt: result.plan.savedAt })
      }
    })
    const flush = () => {
      const unsaved = takePending()
      if (unsaved) void write(unsaved)
    }
    window.addEventListener('pagehide', flush)
    return () => {
      live = false
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [takePending, write])

  const update = (next: SafetyPlanSteps) => {
    edited.current = true
    setSteps(next)
    takePending()
    pending.current = { steps: next, timer: setTimeout(() => void write(takePending() ?? next), AUTOSAVE_DELAY_MS) }
  }

  const saveNow = () => {
    takePending()
    void write(steps)
  }

  const clear = async () => {
    takePending()
    const cleared = await clearSafetyPlan()
    setSteps(emptySafetyPlan())
    setStatus(cleared ? { kind: 'cleared' } : { kind: 'unavailable' })
  }

  return { steps, status, update, saveNow, clear }
}
