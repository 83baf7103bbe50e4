import { useOutboxEntries } from '../../lib/outbox/use-outbox-entries'
import { OutboxList } from './outbox-list'
import { OutboxRunner } from './outbox-runner'

/** The outbox's page side (Dexie): its list of waiting items and what sends them. Loaded lazily. */
export function OfflineRoot() {
  const entries = useOutboxEntries()
  return (
    <>
      <OutboxRunner entries={entries} />
      <OutboxList entries={entries} />
    </>
  )
}
