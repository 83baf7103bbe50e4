import { lazy } from 'react'
import { FormSlot } from './form-slot'

// Its own chunk (with TanStack Form), fetched as soon as the section renders.
const BookingDemoForm = lazy(() =>
  import('./booking-demo-form').then((module) => ({ default: module.BookingDemoForm })),
)

export function BookingDemoFormSlot() {
  return (
    <FormSlot reserve="min-h-[60rem] sm:min-h-[36rem]">
      <BookingDemoForm />
    </FormSlot>
  )
}
