import { lazyPart } from '../../lib/lazy-part'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched once the person scrolls near the form. The reserved
// heights are the form's own, measured in Chromium at 360 px and from the sm breakpoint up.
const ContactForm = lazyPart(() => import('./contact-form').then((module) => module.ContactForm))

export function ContactFormSlot() {
  return <FormSlot form={ContactForm} reserve="min-h-[34.5rem]" />
}
