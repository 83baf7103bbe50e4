import type { FormEvent } from 'react'

type SubmittableForm = { validate: (cause: 'submit') => unknown; handleSubmit: () => Promise<void> }

/**
 * A <form>'s onSubmit that hands the submit to TanStack Form: no page reload, and no bubbling to
 * a form around it (React events cross portals, so a dialog's form would reach the page's).
 * The form's own validators run first on the values as they are now: TanStack Form's submit
 * checks only field validators, so an error a form validator found earlier (say "Passwords do not
 * match", already fixed) would refuse the tap, and a field added since (a title) would never be
 * checked. So the first tap with valid values sends, and every error shows at once.
 */
export function submitHandler(form: SubmittableForm) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    void Promise.resolve(form.validate('submit')).then(() => form.handleSubmit())
  }
}
