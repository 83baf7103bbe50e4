import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { BookingStatus } from '../../../../api/contract/schemas/bookings'

// docs/product.md#6-bookings: the badge labels; every pair passes AA contrast.
const badges: Record<BookingStatus, { label: MessageDescriptor; className: string }> = {
  pending: { label: msg`Pending`, className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  confirmed: { label: msg`Confirmed`, className: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  declined: { label: msg`Declined`, className: 'bg-red-100 text-red-900 ring-red-300' },
  completed: { label: msg`Completed`, className: 'bg-slate-100 text-slate-800 ring-slate-300' },
  cancelled: { label: msg`Cancelled`, className: 'bg-zinc-100 text-zinc-800 ring-zinc-300' },
}

/** A booking's status; one without a status reads Pending (docs/product.md#6-bookings). */
export function StatusBadge({ status }: { status: BookingStatus | null | undefined }) {
  const { i18n } = useLingui()
  const badge = badges[status ?? 'pending'] ?? badges.pending
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
    >
      {i18n._(badge.label)}
    </span>
  )
}
