import { Trans } from '@lingui/react/macro'
import { LoadError } from '../../../components/ui/load-error'
import { ShowMore } from '../../../components/ui/show-more'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { BookingCard } from './booking-card'
import type { BookingsListView } from './use-bookings-list'

type Props = {
  title: ReactNode
  list: BookingsListView
  loadingText: ReactNode
  emptyText: ReactNode
  actions: (booking: Booking, describedBy: string) => ReactNode
}

/** A titled list of bookings with its loading, failed and empty states, and "Show more". */
export function BookingSection({ title, list, loadingText, emptyText, actions }: Props) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        <SectionBody list={list} loadingText={loadingText} emptyText={emptyText} actions={actions} />
      </div>
    </section>
  )
}

function SectionBody({ list, loadingText, emptyText, actions }: Omit<Props, 'title'>) {
  // A failed background refresh (the 30 s poll on a patchy network) keeps the list it had.
  if (list.bookings) {
    if (list.bookings.length === 0) {
      return (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{emptyText}</p>
      )
    }
    return <BookingCards list={list} bookings={list.bookings} actions={actions} />
  }
  if (list.failed) {
    return (
      <LoadError onRetry={list.retry}>
        <Trans>Could not load these bookings.</Trans>
      </LoadError>
    )
  }
  return (
    <p role="status" className="text-slate-600">
      {loadingText}
    </p>
  )
}

type CardsProps = Pick<Props, 'list' | 'actions'> & { bookings: Booking[] }

function BookingCards({ list, bookings, actions }: CardsProps) {
  const cards = useRef<HTMLUListElement>(null)
  // After Show more, focus moves to the first new card, so keyboard and screen reader users carry
  // on from there (the button goes once everything is shown).
  const focusIndex = useRef<number | null>(null)
  useEffect(() => {
    const card = focusIndex.current === null ? null : cards.current?.querySelectorAll('article')[focusIndex.current]
    if (!card) return
    focusIndex.current = null
    card.focus()
  }, [bookings.length])

  const showMore = async () => {
    focusIndex.current = bookings.length
    if (!(await list.showMore())) focusIndex.current = null
  }

  return (
    <>
      <ul ref={cards} className="grid gap-3">
        {bookings.map((booking) => (
          <BookingCard key={booking.id} booking={booking} actions={(describedBy) => actions(booking, describedBy)} />
        ))}
      </ul>
      {list.hasMore ? (
        <ShowMore
          className="mt-4"
          shown={bookings.length}
          total={list.total}
          loading={list.loadingMore}
          failed={list.moreFailed}
          onClick={() => void showMore()}
          label={<Trans>Show more</Trans>}
          failedMessage={<Trans>Could not load more bookings. Please try again.</Trans>}
        />
      ) : null}
    </>
  )
}
