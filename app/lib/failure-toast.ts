import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Mutation } from '@tanstack/react-query'
import { toast } from './toasts'

/**
 * What a mutation's failure toast says (docs/product.md#9-messages-and-toasts), in its `meta`:
 * `failureFallback`, the text when the server gives no message (offline, a proxy's error page);
 * without it the error's own text. `failureTitle` replaces Error. A mutation without either shows
 * no toast of its own here (its form shows the error, say).
 */
export type FailureMeta = { failureTitle?: string; failureFallback?: string }

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: FailureMeta
  }
}

/** The failure toasts on their way (each waits for the server's texts), in the order they were raised. */
let failureToastsShown: Promise<void> = Promise.resolve()

/**
 * The mutation cache's onError: every mutation's failure toast, shown here and nowhere else. The
 * server's texts (server-messages.ts, ~5 KB) load with the first failure, not with every page
 * (issue 20); should that file not arrive, the toast says what it can without them.
 */
export function showFailureToast(error: unknown, mutation: Pick<Mutation<unknown, unknown, unknown>, 'meta'>): void {
  const { failureTitle, failureFallback } = mutation.meta ?? {}
  if (failureTitle === undefined && failureFallback === undefined) return
  const show = (description: string) => {
    toast({ title: failureTitle ?? i18n._(msg`Error`), description, variant: 'destructive' })
  }
  const shown = import('./failure-description').then(
    ({ failureDescription }) => show(failureDescription(i18n, error, failureFallback)),
    () => show(failureFallback ?? (error instanceof Error ? error.message : String(error))),
  )
  // Settled either way, so that one toast that could not be shown holds back none after it.
  failureToastsShown = failureToastsShown.then(() => shown).catch(() => undefined)
}

/**
 * Shows a toast after the failure toasts already on their way, so that it is the one left on
 * screen (toasts show one at a time): "Session expired" after the refused write's own failure.
 */
export function toastAfterFailures(show: () => void): void {
  void failureToastsShown.then(show)
}
