import { useLingui } from '@lingui/react/macro'
import { controlClass } from '../../components/ui/control-classes'
import { Field } from '../../components/ui/field'
import type { SafetyPlanStep } from './safety-plan-steps'

type Props = { step: Extract<SafetyPlanStep, { kind: 'text' }>; value: string; onChange: (value: string) => void }

/** A step of the plan written in the person's own words. */
export function SafetyPlanTextStep({ step, value, onChange }: Props) {
  const { i18n } = useLingui()
  const title = i18n._(step.title)
  return (
    <Field label={step.number ? `${step.number}. ${title}` : title} hint={i18n._(step.prompt)}>
      {(control) => (
        <textarea
          {...control}
          name={step.key}
          rows={3}
          maxLength={2000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      )}
    </Field>
  )
}
