import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BookingDemoFormSlot } from '../local-forms'
import { LandingSection } from './landing-section'

/** The landing's booking form (docs/product.md#11-content-and-local-forms): what it does and does not do, up front. */
export function BookingDemoSection() {
  return (
    <LandingSection
      id="booking-demo"
      tone="tint"
      title={<Trans>Book a Session</Trans>}
      intro={<Trans>Choose the kind of support you need and a time that suits you.</Trans>}
    >
      <p className="mt-4 max-w-3xl rounded-md border-l-4 border-teal-700 bg-white p-4 text-sm text-slate-700">
        <Trans>
          Nothing you enter here is sent and no session is booked yet: the form takes you to the professionals in the{' '}
          <Link to="/" hash="directory" className="font-medium text-teal-800 underline">
            directory
          </Link>{' '}
          who match it, and your date and time stay on this device until you press Book Now.
        </Trans>
      </p>
      <BookingDemoFormSlot />
    </LandingSection>
  )
}
