import { lazyWhenOnline } from '../../lib/load-when-online'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched as soon as the section renders. The reserved
// heights are the form's own, measured in Chromium at 360 px and from the sm breakpoint up.
const BookingDemoForm = lazyWhenOnline(() => import('./booking-demo-form').then((module) => module.BookingDemoForm))

export function BookingDemoFormSlot() {
  return (
    <FormSlot reserve="mt-8 min-h-[50rem] sm:min-h-[32.5rem]">
      <BookingDemoForm />
    </FormSlot>
  )
}
