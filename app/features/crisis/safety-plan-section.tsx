import { Trans } from '@lingui/react/macro'
import { useHydrated } from '../../lib/use-hydrated'
import { ContentSection } from '../content'
import { ClearPlanButton } from './clear-plan-button'
import { SafetyPlanContactStep } from './safety-plan-contact-step'
import { SafetyPlanStatusLine } from './safety-plan-status'
import { safetyPlanSteps } from './safety-plan-steps'
import { SafetyPlanTextStep } from './safety-plan-text-step'
import { useSafetyPlan } from './use-safety-plan'

/**
 * The Stanley-Brown safety plan as a notebook kept on this device: plain React state (free text,
 * nothing to validate), saved as the person types and on demand, never sent anywhere.
 */
export function SafetyPlanSection() {
  const { steps, status, update, saveNow, clear } = useSafetyPlan()
  // Prerendered: Save would post the form natively before the app takes the page over.
  const hydrated = useHydrated()

  return (
    <ContentSection id="safety-plan" title={<Trans>Safety plan</Trans>}>
      <p className="max-w-3xl text-slate-700">
        <Trans>
          A safety plan is a short list you write for yourself, at a calmer time, to use when a crisis begins. Go
          through the steps in order until you feel safe. Fill in what you can; you can come back to it. The steps
          follow the Stanley-Brown Safety Plan.
        </Trans>
      </p>
      <p className="max-w-3xl rounded-md border border-teal-700 bg-teal-50 p-4 text-sm text-slate-800">
        <Trans>
          Your plan is kept only in this browser on this phone. It never leaves the phone and is not sent to us. Anyone
          who uses this phone could read it.
        </Trans>
      </p>
      {/* POST: submitted before the app has taken over the prerendered page, the plan's text must not
          go into a URL, where history and logs would keep it (the server reads no body for a page). */}
      <form
        method="post"
        className="grid max-w-3xl gap-6"
        onSubmit={(event) => {
          event.preventDefault()
          saveNow()
        }}
      >
        {safetyPlanSteps.map((step) =>
          step.kind === 'text' ? (
            <SafetyPlanTextStep
              key={step.key}
              step={step}
              value={steps[step.key]}
              onChange={(value) => update({ ...steps, [step.key]: value })}
            />
          ) : (
            <SafetyPlanContactStep
              key={step.key}
              step={step}
              contacts={steps[step.key]}
              onChange={(contacts) => update({ ...steps, [step.key]: contacts })}
            />
          ),
        )}
        <SafetyPlanStatusLine status={status} />
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="submit" disabled={!hydrated} className="button-primary">
            <Trans>Save on this device</Trans>
          </button>
          <button type="button" disabled={!hydrated} onClick={() => window.print()} className="button-secondary">
            <Trans>Print</Trans>
          </button>
          <ClearPlanButton onClear={clear} />
        </div>
      </form>
    </ContentSection>
  )
}
