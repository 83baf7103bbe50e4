import { lazyWhenOnline } from '../../lib/load-when-online'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched as soon as the section renders. The reserved
// heights are the form's own, measured in Chromium at 360 px and from the sm breakpoint up.
const ContactForm = lazyWhenOnline(() => import('./contact-form').then((module) => module.ContactForm))

export function ContactFormSlot() {
  return (
    <FormSlot reserve="min-h-[34.5rem]">
      <ContactForm />
    </FormSlot>
  )
}
