import { Suspense, type ReactNode } from 'react'

/**
 * A part of a prerendered page below the first screen. React takes over (hydrates) what is inside
 * a Suspense boundary in a later pass of its own, in slices that let the browser paint and respond
 * between them, instead of in the one long task that hydrates the rest of the page. Nothing inside
 * suspends, so on the client and in the prerender it renders exactly as without it.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
