import { useCurrentUser } from '../auth'
import { useOutboxEntries } from '../../lib/outbox/use-outbox-entries'
import { OutboxList } from './outbox-list'
import { OutboxRunner } from './outbox-runner'

/**
 * The outbox's page side (Dexie): its list of waiting items and what sends them. Loaded lazily.
 * Someone signed in sees only their own; signed out, every waiting write asks for its owner's sign-in.
 */
export function OfflineRoot() {
  const entries = useOutboxEntries()
  const userId = useCurrentUser().data?.id
  const shown = userId === undefined ? entries : entries.filter((entry) => entry.owner === userId)
  return (
    <>
      <OutboxRunner entries={entries} />
      <OutboxList entries={shown} />
    </>
  )
}
