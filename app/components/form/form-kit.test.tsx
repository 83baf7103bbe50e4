import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { HttpError } from '../../lib/http-error'
import { useAppForm } from './form-kit'
import { callServer } from './server-field-errors'

type Values = { username: string }

function SignUp({ call, onSubmit }: { call: (values: Values) => Promise<unknown>; onSubmit: () => void }) {
  const form = useAppForm({
    defaultValues: { username: 'taken' } as Values,
    validators: { onSubmitAsync: callServer(call) },
    onSubmit,
  })
  return (
    <form.AppForm>
      <form.Form className="grid">
        <form.AppField name="username">{(field) => <field.TextField label="Username" />}</form.AppField>
        <form.SubmitButton pendingLabel="Sending...">Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

function renderSignUp(call: (values: Values) => Promise<unknown>) {
  const onSubmit = vi.fn()
  render(
    <I18nProvider i18n={i18n}>
      <SignUp call={call} onSubmit={onSubmit} />
    </I18nProvider>,
  )
  return onSubmit
}

const refused = new HttpError(409, 'This username is already taken', {
  username: 'This username is already taken',
  // Not a field of this form: it must not hold back the next submit.
  inviteCode: 'Invalid invite code',
})
const describedBy = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')

it("puts a refused call's field errors beside their fields, focused, until the field changes", async () => {
  const call = vi.fn<(values: Values) => Promise<unknown>>().mockRejectedValueOnce(refused).mockResolvedValue({})
  const onSubmit = renderSignUp(call)
  const username = screen.getByLabelText('Username')
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(describedBy(username)?.textContent).toBe('This username is already taken'))
  await waitFor(() => expect(document.activeElement).toBe(username))
  expect(onSubmit).not.toHaveBeenCalled()

  fireEvent.change(username, { target: { value: 'free' } })
  expect(username.getAttribute('aria-describedby')).toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
  expect(call).toHaveBeenLastCalledWith({ username: 'free' })
})

it('sends once when submitted again while sending, and says so on the button meanwhile', async () => {
  let answer = () => {}
  const call = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)))
  const onSubmit = renderSignUp(call)
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' })
  // Straight on the form, as Enter pressed twice would: the button is no guard here.
  fireEvent.submit(button.form!)
  fireEvent.submit(button.form!)
  await waitFor(() => expect(call).toHaveBeenCalled())
  expect(button.textContent).toBe('Sending...')
  expect(onSubmit).not.toHaveBeenCalled()
  answer()
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
  expect(call).toHaveBeenCalledOnce()
})
