import { i18n } from '@lingui/core'

export const LOCALES = { en: 'English', sw: 'Kiswahili' } as const
export type Locale = keyof typeof LOCALES

const STORAGE_KEY = 'wellness.locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value)
}

/** Loads one catalog at a time (small first load) and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../../locales/${locale}.po`)
  i18n.loadAndActivate({ locale, messages })
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

/** Switches the language and remembers the choice for the next visit. */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Storage can be off (private mode): the choice then lasts for this visit only.
  }
}

/** The remembered choice, else the browser's language, else English. Call in the browser only. */
export function initialLocale(): Locale {
  const stored = readStoredLocale()
  if (stored) return stored
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language]
  const first = preferred.map((language) => language.slice(0, 2).toLowerCase()).find(isLocale)
  return first ?? 'en'
}

function readStoredLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isLocale(stored) ? stored : null
  } catch {
    return null
  }
}
