import { useRef, type FormEvent, type ReactNode, type Ref } from 'react'
import { focusFirstInvalid } from './focus-first-invalid'
import { useFormContext } from './form-contexts'

type Props = { className: string; children: ReactNode; ref?: Ref<HTMLFormElement> }

/**
 * The <form> of a kit form. Its submit goes to TanStack Form: no page reload, and no bubbling to a
 * form around it (React events cross portals, so a dialog's form would reach the page's). The
 * form's own validators run first on the values as they are now: TanStack Form's submit checks
 * only field validators, so an error a form validator found earlier (say "Passwords do not match",
 * already fixed) would refuse the tap, and a field added since (a title) would never be checked.
 * So the first tap with valid values sends, and every error shows at once. A refused submit (the
 * form's rules or the server's field errors) moves focus to the first field marked invalid.
 */
export function Form({ className, children, ref }: Props) {
  const form = useFormContext()
  const element = useRef<HTMLFormElement | null>(null)
  const setElement = (node: HTMLFormElement | null) => {
    element.current = node
    if (typeof ref === 'function') ref(node)
    else if (ref) ref.current = node
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    if (form.state.isSubmitting) return // Enter pressed again while sending sends nothing more
    // Sync only: validate('submit') would also run onSubmitAsync, which makes the call.
    form.validateSync('submit')
    void form.handleSubmit().then(() => {
      if (!form.state.isSubmitSuccessful) focusFirstInvalid(element.current)
    })
  }
  return (
    <form ref={setElement} noValidate className={className} onSubmit={submit}>
      {children}
    </form>
  )
}
