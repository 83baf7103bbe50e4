import { useEffect } from 'react'
import { doubleEscapeListener } from './double-escape'

/** Calls `onDoubleEscape` when Escape is pressed twice within a second while no dialog is open. */
export function useDoubleEscape(onDoubleEscape: () => void): void {
  useEffect(() => {
    const onKeyDown = doubleEscapeListener(onDoubleEscape)
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onDoubleEscape])
}
