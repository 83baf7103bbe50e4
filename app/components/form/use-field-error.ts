import { useLingui } from '@lingui/react'
import { useStore, type AnyFieldApi } from '@tanstack/react-form'
import { translateServerMessage } from '../../lib/server-messages'

/** A validator's error: a Standard Schema issue (valibot) or a plain string (the server's). */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return undefined
}

/**
 * The error to show beside a TanStack Form field, in the reader's language: its first message
 * once the person has left the field or tried to submit. The contract's schemas and the server
 * carry English texts that server-messages.ts translates.
 */
export function useFieldError(field: AnyFieldApi): string | undefined {
  const { i18n } = useLingui()
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const { isBlurred, errors } = field.state.meta
  const shown = isBlurred || submitted ? errors.map(messageOf).find(Boolean) : undefined
  return shown ? translateServerMessage(i18n, shown) : undefined
}
