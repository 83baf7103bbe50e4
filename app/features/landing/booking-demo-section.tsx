import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BookingDemoFormSlot } from '../local-forms'
import { LandingSection } from './landing-section'

/** The booking demo (docs/product.md#11-content-and-local-forms): a local-only form, said to be one up front. */
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
          This is a demo: what you enter stays on this device, nothing is sent and no session is booked. To request a
          real session, use Book Now in the{' '}
          <Link to="/" hash="directory" className="font-medium text-teal-800 underline">
            directory
          </Link>
          .
        </Trans>
      </p>
      <BookingDemoFormSlot />
    </LandingSection>
  )
}
