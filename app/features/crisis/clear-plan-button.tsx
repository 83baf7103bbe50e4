import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'

/**
 * 'Clear plan' with a confirm step in place (no dialog, which this light page does without):
 * the safe choice, keeping the plan, gets the focus; focus comes back to 'Clear plan' after.
 */
export function ClearPlanButton({ onClear }: { onClear: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false)
  const questionId = useId()
  const keepRef = useRef<HTMLButtonElement>(null)
  const clearRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) keepRef.current?.focus()
    else if (wasConfirming.current) clearRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  if (!confirming) {
    return (
      <button ref={clearRef} type="button" onClick={() => setConfirming(true)} className="button-secondary">
        <Trans>Clear plan</Trans>
      </button>
    )
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="grid w-full gap-3 rounded-md border border-red-700 bg-red-50 p-4"
    >
      <p id={questionId} className="text-sm font-medium text-red-800">
        <Trans>Erase your safety plan from this device? This cannot be undone.</Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <button ref={keepRef} type="button" onClick={() => setConfirming(false)} className="button-secondary">
          <Trans>Keep my plan</Trans>
        </button>
        <button
          type="button"
          onClick={() => void onClear().then(() => setConfirming(false))}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800"
        >
          <Trans>Erase plan</Trans>
        </button>
      </div>
    </div>
  )
}
