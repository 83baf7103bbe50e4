import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts through which the kit's field and form components reach their field and form. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
