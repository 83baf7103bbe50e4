import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import type { Booking } from '../../../../api/contract/schemas/bookings'
import { upcomingBookingsQueryOptions } from './bookings-lists'
import type { NewStatus } from '../../../lib/outbox/outbox-entry'
import { useReached } from '../../../lib/use-reached'
import { BookingSection } from './booking-section'
import { NotesButton } from './notes-button'
import { SessionNotesDialog } from './session-notes-part'
import { StatusChangeWaiting } from './status-change-waiting'
import { StatusDialogSlot, usePreloadStatusDialogs } from './status-dialog-slot'
import type { StatusDialogKind } from './status-dialogs/status-dialog'
import { useBookingsList } from './use-bookings-list'
import { useQueuedNotes, withQueuedNotes } from './use-queued-notes'
import { useQueuedStatusChanges } from './use-queued-status-changes'
import { useUpdateBookingStatus } from './use-update-booking-status'

/**
 * 'Upcoming Sessions': notes for each; on confirmed ones Cancel Session (with a reason) and, from
 * the session's start, Mark Complete, each confirmed in a dialog.
 */
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
  usePreloadStatusDialogs(hasSessions)
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
  const [dialog, setDialog] = useState<StatusDialogKind | null>(null)
  const busy = update.isPending || queuedStatus !== undefined
  const confirmed = booking.status === 'confirmed'
  // Mark Complete appears at the start on a dashboard left open (docs/product.md#7-the-professional-dashboard).
  const started = useReached(Date.parse(booking.startsAt))
  return (
    <>
      <NotesButton booking={booking} describedBy={describedBy} notesWaiting={notesWaiting} onNotes={onNotes} />
      {confirmed && started ? (
        <button
          type="button"
          className="button-primary disabled:opacity-60"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => setDialog('complete')}
        >
          <Trans>Mark Complete</Trans>
        </button>
      ) : null}
      {confirmed ? (
        <button
          type="button"
          className="button-secondary border-red-700 text-red-800 hover:bg-red-50 disabled:opacity-60"
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => setDialog('cancel')}
        >
          <Trans>Cancel Session</Trans>
        </button>
      ) : null}
      <StatusChangeWaiting status={queuedStatus} />
      <StatusDialogSlot
        kind={dialog}
        booking={booking}
        onConfirm={(change) => update.mutate(change)}
        onClose={() => setDialog(null)}
      />
    </>
  )
}
