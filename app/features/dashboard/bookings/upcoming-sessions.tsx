import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { upcomingBookingsQueryOptions } from '../queries'
import type { NewStatus } from '../../../lib/outbox/outbox-entry'
import { lazyPart } from '../../../lib/lazy-part'
import { BookingSection } from './booking-section'
import { StatusChangeWaiting } from './status-change-waiting'
import { useBookingsList } from './use-bookings-list'
import { useQueuedNotes, withQueuedNotes } from './use-queued-notes'
import { useQueuedStatusChanges } from './use-queued-status-changes'
import { useUpdateBookingStatus } from './use-update-booking-status'
import { WaitingPill } from './waiting-pill'

// The dialog (Headless UI Dialog, TanStack Form) stays out of the page's first load; it is fetched
// once there are sessions to write notes on, so it is there by the time a button is pressed.
const SessionNotesDialog = lazyPart(() => import('./session-notes-dialog').then((module) => module.SessionNotesDialog))

/** 'Upcoming Sessions': notes for each, and Mark Complete for the confirmed ones only. */
export function UpcomingSessions() {
  const fetched = useBookingsList(useInfiniteQuery(upcomingBookingsQueryOptions()))
  const queuedNotes = useQueuedNotes()
  const queuedStatus = useQueuedStatusChanges()
  const list = { ...fetched, bookings: withQueuedNotes(fetched.bookings, queuedNotes) }
  const [notesFor, setNotesFor] = useState<Booking | null>(null)
  const hasSessions = (list.bookings?.length ?? 0) > 0
  useEffect(() => {
    if (hasSessions) SessionNotesDialog.preload().catch(() => undefined) // a failed fetch shows if the dialog is opened
  }, [hasSessions])
  return (
    <>
      <BookingSection
        title={<Trans>Upcoming Sessions</Trans>}
        list={list}
        loadingText={<Trans>Loading sessions...</Trans>}
        emptyText={<Trans>No upcoming sessions</Trans>}
        actions={(booking, describedBy) => (
          <SessionActions
            booking={booking}
            describedBy={describedBy}
            notesWaiting={queuedNotes.has(booking.id)}
            queuedStatus={queuedStatus.get(booking.id)}
            onNotes={() => setNotesFor(booking)}
          />
        )}
      />
      <Suspense fallback={null}>
        {notesFor ? <SessionNotesDialog booking={notesFor} onClose={() => setNotesFor(null)} /> : null}
      </Suspense>
    </>
  )
}

type ActionsProps = {
  booking: Booking
  describedBy: string
  notesWaiting: boolean
  queuedStatus: NewStatus | undefined
  onNotes: () => void
}

function SessionActions({ booking, describedBy, notesWaiting, queuedStatus, onNotes }: ActionsProps) {
  const update = useUpdateBookingStatus()
  return (
    <>
      <button type="button" className="button-secondary" aria-describedby={describedBy} onClick={onNotes}>
        {booking.professionalNotes ? <Trans>Edit Notes</Trans> : <Trans>Add Notes</Trans>}
      </button>
      {notesWaiting ? (
        <WaitingPill>
          <Trans>Notes waiting to send</Trans>
        </WaitingPill>
      ) : null}
      {booking.status === 'confirmed' ? (
        <button
          type="button"
          className="button-primary disabled:opacity-60"
          aria-describedby={describedBy}
          disabled={update.isPending || queuedStatus !== undefined}
          onClick={() => update.mutate({ booking, status: 'completed' })}
        >
          <Trans>Mark Complete</Trans>
        </button>
      ) : null}
      <StatusChangeWaiting status={queuedStatus} />
    </>
  )
}
