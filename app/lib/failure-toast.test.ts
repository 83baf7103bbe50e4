import { expect, it } from 'vitest'
import { HttpError } from './http-error'
import { showFailureToast, toastAfterFailures } from './failure-toast'
import { toast, useToasts } from './toasts'

const shownTitle = () => useToasts.getState().toasts.find((item) => item.open)?.title

it('a toast raised after a failure is the one left on screen, though the failure’s texts load later', async () => {
  const refused = new HttpError(401, 'Please log in to continue')
  showFailureToast(refused, { meta: { failureTitle: 'Could not save', failureFallback: 'Try again.' } })
  toastAfterFailures(() => toast({ title: 'Session expired', description: 'Please log in again to continue.' }))
  await import('./failure-description')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(shownTitle()).toBe('Session expired')
})
