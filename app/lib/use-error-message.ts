import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { noConnection } from './no-connection'
import { isNetworkFailure } from './offline/network-failure'

/**
 * What an alert says about a failed read, for a page that should not carry the server's texts
 * (server-messages.ts and its catalog, ~13 KB) in its own load, the crisis page's places (issue 20):
 * the text arrives with that file, which a failure loads; until then, or if it cannot arrive,
 * there is none and the alert's own words stand alone. No connection is said at once: offline with
 * Save data on, that file may never have been fetched.
 */
export function useErrorMessage(error: unknown): string | undefined {
  const { i18n } = useLingui()
  // Kept with the error it words, so a new error never shows the last one's text meanwhile.
  const [worded, setWorded] = useState<{ error: unknown; text: string }>()
  const offline = isNetworkFailure(error)
  useEffect(() => {
    if (offline) return
    let current = true
    import('./server-messages').then(
      ({ errorMessage }) => current && setWorded({ error, text: errorMessage(i18n, error) }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [i18n, error, offline])
  if (offline) return i18n._(noConnection)
  return worded && worded.error === error ? worded.text : undefined
}
