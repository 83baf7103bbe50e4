import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'
import { LoadLater } from '../../components/ui/load-later'
import type { LazyPart } from '../../lib/lazy-part'
import { useNearScreen } from '../../lib/use-near-screen'

type Props = {
  /** A lazyPart form: TanStack Form stays out of the landing's first chunk. */
  form: LazyPart<object>
  /** Tailwind min-height classes about as tall as the form, so nothing shifts when it arrives. */
  reserve: string
}

/**
 * Where a lazily loaded local form appears: an empty reserved space until its chunk has loaded,
 * which is asked for once the person has scrolled near the form.
 */
export function FormSlot({ form, reserve }: Props) {
  const space = useRef<HTMLDivElement>(null)
  const near = useNearScreen(space)
  return (
    <LoadLater
      part={form}
      when={near}
      fallback={<div ref={space} className={reserve} aria-busy="true" />}
      failed={<FormFailed />}
    >
      {(Form) => <Form />}
    </LoadLater>
  )
}

/** A form whose file never arrives (a new deploy) costs this form only, not the page. */
function FormFailed() {
  return (
    <div role="alert" className="mt-6 grid gap-3 rounded-md border border-red-700 bg-white p-4 text-sm text-slate-800">
      <p>
        <Trans>The form could not be loaded. Please check your connection and reload the page.</Trans>
      </p>
      <button type="button" onClick={() => window.location.reload()} className="button-secondary justify-self-start">
        <Trans>Reload</Trans>
      </button>
    </div>
  )
}
