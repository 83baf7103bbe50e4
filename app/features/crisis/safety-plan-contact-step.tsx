import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { controlClass } from '../../components/ui/control-classes'
import { Field } from '../../components/ui/field'
import { telHref } from '../../lib/tel-href'
import type { SafetyPlanStep } from './safety-plan-steps'
import type { Contact } from './safety-plan-storage'

type Props = {
  step: Extract<SafetyPlanStep, { kind: 'contacts' }>
  contacts: Contact[]
  onChange: (contacts: Contact[]) => void
}

/** A step of the plan listing people to call: a name and a phone number per row, the number one tap from a call. */
export function SafetyPlanContactStep({ step, contacts, onChange }: Props) {
  const { t, i18n } = useLingui()
  const promptId = useId()
  const change = (index: number, part: Partial<Contact>) =>
    onChange(contacts.map((contact, at) => (at === index ? { ...contact, ...part } : contact)))

  return (
    <fieldset aria-describedby={promptId} className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {step.number}. {i18n._(step.title)}
      </legend>
      <p id={promptId} className="text-sm text-slate-600">
        {i18n._(step.prompt)}
      </p>
      {contacts.map((contact, index) => {
        const row = index + 1
        const dial = telHref(contact.phone)
        const display = contact.name.trim() || contact.phone.trim()
        return (
          <div key={index} className="grid gap-3 sm:grid-cols-2">
            <Field label={t`Name ${row}`}>
              {(control) => (
                <input
                  {...control}
                  name={`${step.key}.${index}.name`}
                  autoComplete="off"
                  maxLength={100}
                  value={contact.name}
                  onChange={(event) => change(index, { name: event.target.value })}
                  className={controlClass}
                />
              )}
            </Field>
            <Field label={t`Phone ${row}`}>
              {(control) => (
                <input
                  {...control}
                  type="tel"
                  name={`${step.key}.${index}.phone`}
                  autoComplete="off"
                  maxLength={30}
                  value={contact.phone}
                  onChange={(event) => change(index, { phone: event.target.value })}
                  className={controlClass}
                />
              )}
            </Field>
            {dial ? (
              <a
                href={dial}
                className="inline-flex min-h-11 items-center justify-center justify-self-start rounded-md border border-teal-700 bg-white px-4 py-2 font-bold text-teal-800 shadow-sm hover:bg-teal-50 sm:col-span-2"
              >
                <Trans>Call {display}</Trans>
              </a>
            ) : null}
          </div>
        )
      })}
    </fieldset>
  )
}
