import { useLingui } from '@lingui/react'
import { failureMessage } from '../../lib/failure-message'
import { CrisisLinkedText } from '../ui/crisis-linked-text'
import { FormAlert } from './form-alert'

type Props = {
  /** The failed call's error, or null while there is none. */
  error: unknown
  /** What to say when the server gave no message of ours (offline, a proxy's error page). */
  fallback: string
}

/** A form's failed call, in an alert: the server's message translated (the crisis page's name a link), else the fallback. */
export function FailureAlert({ error, fallback }: Props) {
  const { i18n } = useLingui()
  if (error === null) return null
  return (
    <FormAlert>
      <CrisisLinkedText text={failureMessage(i18n, error, fallback)} />
    </FormAlert>
  )
}
