import { lazy } from 'react'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched as soon as the section renders.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })))

export function ContactFormSlot() {
  return (
    <FormSlot reserve="min-h-[40rem]">
      <ContactForm />
    </FormSlot>
  )
}
