import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useAppForm } from './form-kit'

function Hours() {
  const form = useAppForm({ defaultValues: { start: '' } })
  return (
    <form.AppForm>
      <form.Form className="grid">
        <form.AppField name="start">{(field) => <field.TimeField label="From" />}</form.AppField>
      </form.Form>
    </form.AppForm>
  )
}

const renderHours = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Hours />
    </I18nProvider>,
  )

it('is a 24-hour field, never the browser’s time input that writes AM and PM', () => {
  renderHours()
  const from = screen.getByLabelText<HTMLInputElement>('From')
  expect(from.type).toBe('text')
  expect(from.inputMode).toBe('numeric')
  expect(from.placeholder).toBe('HH:MM')
})

it('turns four digits typed on a number pad into a time, and a short time into HH:MM when left', () => {
  renderHours()
  const from = screen.getByLabelText<HTMLInputElement>('From')
  fireEvent.change(from, { target: { value: '1605' } })
  expect(from.value).toBe('16:05')
  fireEvent.change(from, { target: { value: '930' } })
  expect(from.value).toBe('930')
  fireEvent.blur(from)
  expect(from.value).toBe('09:30')
})
