import { lazyPart } from '../../lib/lazy-part'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched once the person scrolls near the form. The reserved
// heights are the form's own, measured in Chromium at 360 px and from the sm breakpoint up.
const BookingDemoForm = lazyPart(() => import('./booking-demo-form').then((module) => module.BookingDemoForm))

export function BookingDemoFormSlot() {
  return <FormSlot form={BookingDemoForm} reserve="mt-8 min-h-[50rem] sm:min-h-[32.5rem]" />
}
