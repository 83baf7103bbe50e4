import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Suspense, useId, useState } from 'react'
import { NotesButton } from './notes-button'
import { SessionNotesDialog } from './session-notes-part'
import { useQueuedNotes, withQueuedNotes } from './use-queued-notes'
import { upcomingBookingsQueryOptions } from './bookings-lists'

/**
 * Beside a live Chat session's thread, for its professional: the booking's private notes and the
 * dashboard's own Add/Edit Notes dialog (the session is in the dashboard's upcoming list).
 */
export function LiveNotes({ bookingId }: { bookingId: number }) {
  const { data } = useInfiniteQuery(upcomingBookingsQueryOptions())
  const queuedNotes = useQueuedNotes()
  const bookings = withQueuedNotes(
    data?.pages.flatMap((page) => page.bookings),
    queuedNotes,
  )
  const booking = bookings?.find((candidate) => candidate.id === bookingId)
  const [editing, setEditing] = useState(false)
  const headingId = useId()
  if (!booking) return null
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        <Trans>Private notes</Trans>
      </h2>
      {booking.professionalNotes ? (
        <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-800">{booking.professionalNotes}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <NotesButton
          booking={booking}
          describedBy={headingId}
          notesWaiting={queuedNotes.has(booking.id)}
          onNotes={() => setEditing(true)}
        />
      </div>
      <Suspense fallback={null}>
        {editing ? <SessionNotesDialog booking={booking} onClose={() => setEditing(false)} /> : null}
      </Suspense>
    </section>
  )
}
