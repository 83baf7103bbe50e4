import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** One message as the mocks would have sent it (mocks/notifications.ts). */
type ShownMessage = { id: number; channel: string; to?: string | null; state: string; text: string | null }

const onMocks = import.meta.env.DEV && import.meta.env.VITE_API !== 'server'

/**
 * Development on the mocks only: the messages the platform would have sent (SMS and in-app), newest
 * first, so a frontend developer sees them without a phone. The mocks' module loads only here, in
 * development, and never reaches a production bundle.
 */
export function DevOutboxPanel() {
  const [messages, setMessages] = useState<ShownMessage[]>([])
  useEffect(() => {
    // Written out (not `onMocks`) so the build drops the mocks' import with the branch.
    if (!import.meta.env.DEV || import.meta.env.VITE_API === 'server') return
    let stopped = false
    const look = async () => {
      const { mockOutbox, remindMock } = await import('../../../mocks/notifications')
      await remindMock()
      if (!stopped) setMessages([...mockOutbox()].reverse())
    }
    void look()
    const timer = setInterval(() => void look(), 2000)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
  if (!onMocks) return null
  return (
    <section
      aria-labelledby="dev-outbox-title"
      className="rounded-lg border border-dashed border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="dev-outbox-title" className="text-sm font-semibold text-amber-900">
        <Trans>Messages the mocks would send (development only)</Trans>
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-amber-900">
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm text-slate-800">
          {messages.map((message) => (
            <li key={message.id}>
              <span className="font-mono text-xs text-amber-900">
                {message.channel} · {message.to ?? '-'} · {message.state}
              </span>
              <br />
              {message.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
