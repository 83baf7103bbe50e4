import { i18n } from '@lingui/core'

export const LOCALES = { en: 'English', sw: 'Kiswahili' } as const
export type Locale = keyof typeof LOCALES

/** Loads one catalog at a time (small first load) and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}.po`)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}
