import { memo, Suspense, useEffect, useRef, useState } from 'react'
import type { LazyPart } from '../lib/lazy-part'
import { useHydrated } from '../lib/use-hydrated'
import { NEAR_SCREEN_MARGIN } from '../lib/use-near-screen'

/** The part's file, asked for once the section comes near the screen; settled once it has arrived or failed. */
type NearThenLoad = { promise: Promise<void>; settled: boolean; near: () => void }

function nearThenLoad(part: LazyPart<object>): NearThenLoad {
  let near = () => {}
  const waiting: NearThenLoad = {
    promise: new Promise<void>((resolve) => (near = resolve)).then(() => part.preload()).then(
      () => void (waiting.settled = true),
      () => void (waiting.settled = true),
    ),
    settled: false,
    near: () => near(),
  }
  return waiting
}

/**
 * A section of a prerendered page below the first screen whose code is a file of its own (issue 20).
 * The prerender renders it whole (app/prerender.tsx loads its file first); in the browser the
 * person reads that HTML while the section's boundary waits, not yet taken over, until it comes
 * near the screen: then its file loads and React takes it over in place. Nothing here re-renders
 * while it waits: an update reaching a boundary that is still waiting would replace its HTML with
 * nothing. Drawn anew in the browser (a link from another page), the section loads at once.
 */
export const HydrateWhenNear = memo(function HydrateWhenNear({ part }: { part: LazyPart<object> }) {
  const ref = useRef<HTMLDivElement>(null)
  const [waiting] = useState(() => nearThenLoad(part))
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return waiting.near()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        waiting.near()
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [waiting])
  return (
    <div ref={ref}>
      <Suspense fallback={null}>
        <Section part={part} waiting={waiting} />
      </Suspense>
    </div>
  )
})

function Section({ part, waiting }: { part: LazyPart<object>; waiting: NearThenLoad }) {
  const hydrated = useHydrated()
  const Arrived = part.arrived()
  // eslint-disable-next-line react-hooks/static-components -- the one component its file exports, not made here
  if (Arrived) return <Arrived />
  // While hydrating, suspending keeps the prerendered HTML on screen until the promise settles.
  if (!hydrated && !waiting.settled) throw waiting.promise
  // Drawn anew, or its file failed: React.lazy loads it, and a failure goes to the error boundary.
  const Lazy = part
  return <Lazy />
}
