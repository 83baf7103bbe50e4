import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ClientBooking } from '../../../api/contract/schemas/bookings'

/**
 * What a confirmed session says once its cancel deadline has passed (docs/product.md#6-bookings):
 * Cancel is gone, so how to reach the professional. The booking carries no contact of theirs but
 * the joining instructions; without those, the professional can reach the person only through the
 * phone number the person shares on their account.
 */
export function PastCancelDeadline({ booking }: { booking: ClientBooking }) {
  const name = booking.professional.fullName
  return (
    <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      {booking.joinInstructions ? (
        <Trans>
          It is too late to cancel here: the deadline has passed. If you cannot come, tell {name} using the joining
          details above.
        </Trans>
      ) : (
        <Trans>
          It is too late to cancel here: the deadline has passed. {name} has not given joining details yet; they can
          reach you by phone if you share your number on{' '}
          <Link to="/account" className="font-medium underline">
            your account page
          </Link>
          .
        </Trans>
      )}
    </p>
  )
}
