import { useEffect } from 'react'
import { quickExitTakenOver } from './early-quick-exit'
import { leaveQuickly } from './leave-quickly'
import { QuickExitLink } from './quick-exit-link'
import { useDoubleEscape } from './use-double-escape'

/**
 * Leave quickly on a screen a person may need to hide at once (the crisis, support-group,
 * self-assessment and professional pages): the link stays in the top right corner under the header
 * as the page scrolls, taking no room of the page's own, and Escape twice leaves as well.
 */
export function QuickExit() {
  useDoubleEscape(leaveQuickly)
  useEffect(quickExitTakenOver, [])
  return (
    <div className="pointer-events-none sticky top-16 z-30 h-0 print:hidden">
      <div className="mx-auto flex max-w-7xl justify-end px-4 pt-1 sm:px-6">
        <QuickExitLink />
      </div>
    </div>
  )
}
