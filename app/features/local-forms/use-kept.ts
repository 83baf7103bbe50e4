import { useEffect, useRef, useState } from 'react'

/**
 * What a local-only form kept, in memory only (never stored, never logged), to show it back.
 * Focus follows the switch: to the confirmation when it appears, back to the form's first field
 * when the person closes it to fill the form again.
 */
export function useKept<T>() {
  const [kept, setKept] = useState<T | null>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const shown = useRef(false)

  useEffect(() => {
    if (kept !== null) noticeRef.current?.focus()
    else if (shown.current) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
    shown.current = kept !== null
  }, [kept])

  return { kept, keep: setKept, clear: () => setKept(null), noticeRef, formRef }
}
