import { Trans } from '@lingui/react/macro'
import type { OutboxEntry } from '../../lib/outbox/outbox-entry'
import { isWritten } from '../../lib/outbox/outbox-store'
import { OutboxItem } from './outbox-item'

/** Everything written on this device that the server has not taken yet, at the top of the page. */
export function OutboxList({ entries }: { entries: OutboxEntry[] }) {
  const written = entries.filter(isWritten)
  if (written.length === 0) return null
  return (
    <section
      aria-labelledby="outbox-title"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-slate-900"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="outbox-title" className="font-semibold">
          <Trans>Saved on this device, not sent yet</Trans>
        </h2>
        <ul>
          {written.map((entry) => (
            <OutboxItem key={entry.id} entry={entry} />
          ))}
        </ul>
      </div>
    </section>
  )
}
