import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import type { LazyPart } from '../../lib/lazy-part'
import { useHydrated } from '../../lib/use-hydrated'
import { whenIdle } from '../../lib/when-idle'
import { LoadBoundary } from './load-boundary'

/**
 * When the part's file is asked for, always after the app has taken over the page (a prerendered
 * page holds the fallback): at once (`hydrated`), once the page has loaded and the browser is idle
 * (`idle`), or while a condition holds, such as useNearScreen's (a part far down the page).
 */
export type LoadWhen = 'hydrated' | 'idle' | boolean

type Props<Part extends object> = {
  part: LazyPart<Part>
  when: LoadWhen
  /** Until the part has arrived, including while a connection that failed its file is away. */
  fallback?: ReactNode
  /** In its place if its file never arrives or it breaks: the rest of the page goes on working. */
  failed?: ReactNode
  /** Told once the file has failed; the part is asked for again once `when` has let go and holds again. */
  onFailed?: () => void
  children: (Component: ComponentType<Part>) => ReactNode
}

/**
 * Where a lazyPart appears, with no layout shift when it arrives (the fallback reserves its space).
 * Once arrived it stays, even when `when` lets go, so a dialog can animate closed.
 */
export function LoadLater<Part extends object>({
  part,
  when,
  fallback = null,
  failed = fallback,
  onFailed,
  children,
}: Props<Part>) {
  const hydrated = useHydrated()
  const idle = useIdle(hydrated && when === 'idle')
  const asked = hydrated && (when === 'hydrated' || when === true || (when === 'idle' && idle))
  // The component once arrived, `false` once its file failed, null before.
  const [loaded, setLoaded] = useState<ComponentType<Part> | false | null>(part.arrived)
  if (loaded === false && !asked) setLoaded(null)

  useEffect(() => {
    if (!asked || loaded !== null) return
    let current = true
    part.preload().then(
      (component) => current && setLoaded(() => component),
      () => {
        if (current) {
          setLoaded(false)
          onFailed?.()
        }
      },
    )
    return () => {
      current = false
    }
  }, [part, asked, loaded, onFailed])

  if (!hydrated || loaded === null) return fallback
  return loaded ? <LoadBoundary failed={failed}>{children(loaded)}</LoadBoundary> : failed
}

function useIdle(waiting: boolean): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => (waiting ? whenIdle(() => setIdle(true)) : undefined), [waiting])
  return idle
}
