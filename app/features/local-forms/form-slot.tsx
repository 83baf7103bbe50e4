import { Trans } from '@lingui/react/macro'
import { Suspense, useRef, type ReactNode } from 'react'
import { LoadBoundary } from '../../components/ui/load-boundary'
import { useHydrated } from '../../lib/use-hydrated'
import { useNearScreen } from '../../lib/use-near-screen'

type Props = {
  /** Tailwind min-height classes about as tall as the form, so nothing shifts when it arrives. */
  reserve: string
  /** A React.lazy form: TanStack Form stays out of the landing's first chunk. */
  children: ReactNode
}

/**
 * Where a lazily loaded local form appears: an empty reserved space until its chunk has loaded. The
 * chunk is asked for once the app has taken over the page (a prerendered page holds the space) and
 * the person has scrolled near the form.
 */
export function FormSlot({ reserve, children }: Props) {
  const space = useRef<HTMLDivElement>(null)
  const near = useNearScreen(space)
  const hydrated = useHydrated()
  const placeholder = <div ref={space} className={reserve} aria-busy="true" />
  if (!hydrated || !near) return placeholder
  return (
    <LoadBoundary failed={<FormFailed />}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </LoadBoundary>
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
