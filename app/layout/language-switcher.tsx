import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { isLocale, LOCALES, switchLocale } from '../lib/i18n'
import { useHydrated } from '../lib/use-hydrated'

/** English or Kiswahili; the choice is remembered for the next visit. Usable once the app is live. */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui()
  const id = useId()
  const hydrated = useHydrated()
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
          if (isLocale(event.target.value)) void switchLocale(event.target.value)
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
