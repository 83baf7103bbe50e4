import { resolve } from 'node:path'

/** The folder under dist/ where the build writes each prerendered page per locale (vite/prerender/plugin.ts). */
export const PRERENDERED_DIR = 'prerendered'

const LOCALES = ['en', 'sw'] as const
type Locale = (typeof LOCALES)[number]
const LOCALE_COOKIE = 'wellness.locale'

const isLocale = (value: string | undefined): value is Locale => LOCALES.some((locale) => locale === value)

function cookieLocale(cookieHeader: string): Locale | null {
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return null
}

/** The first of the browser's languages we have, by weight then order, as navigator.languages lists them. */
function acceptedLocale(acceptLanguage: string): Locale | null {
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const weight = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { language: tag.trim().slice(0, 2).toLowerCase(), weight: weight ? Number(weight) : 1, order }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  return ranked.map((entry) => entry.language).find(isLocale) ?? null
}

/**
 * The language the app will start in (app/lib/i18n.ts initialLocale, in the same order): the
 * remembered choice (cookie), else the browser's languages, else English.
 */
export function pageLocale(cookieHeader: string, acceptLanguage: string): Locale {
  return cookieLocale(cookieHeader) ?? acceptedLocale(acceptLanguage) ?? 'en'
}

/**
 * Each prerendered page comes in two forms: with its stylesheet inlined, so it paints with the HTML
 * alone, and for a browser that sends `Save-Data: on`, with the stylesheet linked (`.save-data.html`),
 * about 8 KB lighter: the worker keeps that stylesheet for the app anyway, so inlined it would
 * cross the wire twice (issue 20). The person who asked to save data waits one round trip more
 * for the first paint.
 */
export const PAGE_FORMS = ['inlined', 'save-data'] as const
export type PageForm = (typeof PAGE_FORMS)[number]

/** Whether a request asks to save data: `Save-Data: on` (the header's only value). */
export const asksToSaveData = (saveDataHeader: string) => saveDataHeader.trim().toLowerCase() === 'on'

/** The prerendered file for a page, locale and form: `/` is `index.html`, `/crisis-resources` is `crisis-resources.html`. */
export function prerenderedFile(root: string, path: string, locale: Locale, form: PageForm = 'inlined'): string | null {
  const suffix = form === 'save-data' ? '.save-data.html' : '.html'
  if (path === '/') return resolve(root, PRERENDERED_DIR, locale, `index${suffix}`)
  if (!/^\/[a-z0-9-]+$/.test(path)) return null
  return resolve(root, PRERENDERED_DIR, locale, `${path.slice(1)}${suffix}`)
}
