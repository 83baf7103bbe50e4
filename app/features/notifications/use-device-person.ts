import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { isLocale } from '../../lib/i18n'
import { claimDevicePerson } from '../../lib/push/device-person'

/**
 * Tells the service worker who is signed in on this device and in which language, so a push shows
 * its notification to them only, in their language (app/lib/push/). Logout forgets it
 * (app/lib/offline/clear-personal-data.ts).
 */
export function useDevicePerson(userId: number): void {
  const { i18n } = useLingui()
  const language = isLocale(i18n.locale) ? i18n.locale : 'en'
  useEffect(() => {
    void claimDevicePerson({ userId, language }).catch(() => undefined)
  }, [userId, language])
}
