import type { ReactNode } from 'react'

/** Beside a booking's buttons: something done on this device that has not reached the server yet. */
export function WaitingPill({ children }: { children: ReactNode }) {
  return <span className="self-center rounded-full bg-amber-100 px-2.5 py-1 text-sm text-amber-950">{children}</span>
}
