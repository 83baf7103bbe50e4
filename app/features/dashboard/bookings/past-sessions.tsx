import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { pastBookingsQueryOptions } from './bookings-lists'
import { BookingSection } from './booking-section'
import { NotesButton } from './notes-button'
import { SessionNotesDialog } from './session-notes-part'
import { useBookingsList } from './use-bookings-list'
import { useQueuedNotes, withQueuedNotes } from './use-queued-notes'

/**
 * 'Past Sessions': completed, declined and cancelled bookings, newest first, with their badge and
 * reason; their notes stay readable and editable.
 */
export function PastSessions() {
  const fetched = useBookingsList(useInfiniteQuery(pastBookingsQueryOptions()))
  const queuedNotes = useQueuedNotes()
  const list = { ...fetched, bookings: withQueuedNotes(fetched.bookings, queuedNotes) }
  const [notesFor, setNotesFor] = useState<Booking | null>(null)
  const hasSessions = (list.bookings?.length ?? 0) > 0
  useEffect(() => {
    if (hasSessions) SessionNotesDialog.preload().catch(() => undefined) // a failed fetch shows if the dialog is opened
  }, [hasSessions])
  return (
    <>
      <BookingSection
        title={<Trans>Past Sessions</Trans>}
        list={list}
        loadingText={<Trans>Loading past sessions...</Trans>}
        emptyText={<Trans>No past sessions yet</Trans>}
        actions={(booking, describedBy) => (
          <NotesButton
            booking={booking}
            describedBy={describedBy}
            notesWaiting={queuedNotes.has(booking.id)}
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
