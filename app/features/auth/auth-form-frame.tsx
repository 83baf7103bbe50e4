import type { ReactNode } from 'react'
import { FailureAlert } from '../../components/form/failure-alert'
import { Form } from '../../components/form/form'
import { SubmitButton } from '../../components/form/submit-button'

type Props = {
  /** The failed call's error (an alert above the fields), or null. */
  error: unknown
  fallback: string
  submitLabel: ReactNode
  pendingLabel: ReactNode
  children: ReactNode
}

/** What the Login and Register tabs' forms share around their fields; render it inside `form.AppForm`. */
export function AuthFormFrame({ error, fallback, submitLabel, pendingLabel, children }: Props) {
  return (
    <Form className="grid gap-5">
      <FailureAlert error={error} fallback={fallback} />
      {children}
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </Form>
  )
}
