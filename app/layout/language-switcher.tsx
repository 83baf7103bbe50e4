import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useId } from 'react'
import { useCurrentUser } from '../features/auth'
import { callAtStart } from '../lib/api-request'
import { isLocale, LOCALES, switchLocale, type Locale } from '../lib/i18n'
import { toast } from '../lib/toasts'
import { useHydrated } from '../lib/use-hydrated'

/** A signed-in person's messages (SMS, push) follow the switch; a failure here is retried at the next switch. */
function saveLanguage(language: Locale): void {
  callAtStart('updateAccount', { body: { language } }).catch(() => undefined)
}

/**
 * English or Kiswahili; the choice is remembered for the next visit, and for a signed-in person on
 * their account. Usable once the app is live. A language that cannot load (offline, its texts for
 * this page never saved on the device) is said so, and the page stays in its language.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui()
  const id = useId()
  const hydrated = useHydrated()
  const { data: user } = useCurrentUser()
  const router = useRouter()
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={!hydrated}
        onChange={(event) => {
          const language = event.target.value
          if (!isLocale(language)) return
          const name = LOCALES[language]
          // Offline, a language whose texts for this page this device never saved cannot load: the page
          // stays as it is. The page's own parts are known once the header's later parts have loaded.
          import('./header-parts')
            .then((parts) => switchLocale(language, parts.pageParts(router.state.matches)))
            .then(
              () => user && saveLanguage(language),
              () =>
                toast({
                  title: t`Error`,
                  description: t`${name} could not be loaded. Please check your connection and try again.`,
                  variant: 'destructive',
                }),
            )
        }}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
      >
        {Object.entries(LOCALES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  )
}
