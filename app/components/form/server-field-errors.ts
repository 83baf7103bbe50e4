import type { AnyFormApi } from '@tanstack/react-form'
import { fieldErrorsOf } from '../../lib/failure-message'

/**
 * A form-level onSubmitAsync validator that makes the form's call. A refused call keeps onSubmit
 * from running and puts the server's field errors ({fieldErrors} of the API, e.g. a 409 on a taken
 * username) beside their fields, in the fields' onSubmit errors: TanStack Form drops each one as
 * soon as its field is changed or left, and the next submit replaces them all. Errors for fields
 * not on screen are left out, or they would refuse every later submit.
 */
export function callServer<Values>(call: (values: Values) => Promise<unknown>) {
  return async (props: { value: Values; formApi: AnyFormApi }) => {
    try {
      await call(props.value)
      return undefined
    } catch (error) {
      const shown = Object.entries(fieldErrorsOf(error)).filter(([name]) => props.formApi.fieldInfo[name]?.instance)
      // A form error too, so that a refusal without field errors also keeps onSubmit from running.
      return { form: 'refused', fields: Object.fromEntries(shown) }
    }
  }
}
