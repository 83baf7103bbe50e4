import type { FormEvent } from 'react'

/**
 * A <form>'s onSubmit that hands the submit to TanStack Form: no page reload, and no bubbling to
 * a form around it (React events cross portals, so a dialog's form would reach the page's).
 */
export function submitHandler(form: { handleSubmit: () => Promise<void> }) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    void form.handleSubmit()
  }
}
