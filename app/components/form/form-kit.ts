import { createFormHook, revalidateLogic } from '@tanstack/react-form'
import { CheckboxField } from './checkbox-field'
import { FailureAlert } from './failure-alert'
import { Form } from './form'
import { NumberField } from './number-field'
import { fieldContext, formContext } from './form-contexts'
import { SelectField } from './select-field'
import { SubmitButton } from './submit-button'
import { TextAreaField } from './text-area-field'
import { TextField } from './text-field'
import { TimeField } from './time-field'

/**
 * Every form of the app: `useAppForm` is TanStack Form's useForm with the kit's pieces bound, so a
 * form writes `<form.AppField name="email">{(field) => <field.TextField label={…} />}</form.AppField>`
 * and `<form.AppForm><form.Form>…<form.SubmitButton>…</form.SubmitButton></form.Form></form.AppForm>`.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TimeField, SelectField, TextAreaField, CheckboxField, NumberField },
  formComponents: { Form, SubmitButton, FailureAlert },
})

/** A form checked when a field is left, then on every change once submitted (the auth forms). */
export const checkOnBlur = revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' })

/** A form checked on submit, then on every change, so a corrected field loses its message at once. */
export const checkOnSubmit = revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' })
