import { i18n, setupI18n, type I18n } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import { answerPartRequests, loadedMessages } from './message-parts'
import { PRERENDERED_LOCALE_ATTRIBUTE } from './prerender-marker'

export const LOCALES = { en: 'English', sw: 'Kiswahili' } as const
export type Locale = keyof typeof LOCALES

const STORAGE_KEY = 'wellness.locale'
// The same choice as a cookie, so the server sends the prerendered first screen in this language
// (api/http/prerendered.ts). A year, like the stored choice; readable by scripts, it holds no secret.
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value)
}

type Messages = I18n['messages']

/**
 * The Lingui instance the app renders with (App's I18nProvider). Each language gets an instance of
 * its own, and the one on screen is never changed: parts of a prerendered page that React has not
 * yet taken over (HydrateLater) must still render in the language of their markup when the person
 * switches. Lingui's global `i18n` speaks the same language, for text made outside React (toasts).
 */
let rendered = setupI18n()
// The catalog `rendered` was made with, by reference: parts that arrive later are added to it
// without a change event, which would re-render the page (app/lib/message-parts.ts).
let renderedMessages: Messages = {}
const renderedChanged = new Set<() => void>()
// The catalog of the prerendered page the app took over, by reference (null when it drew the first
// page anew, undefined until it speaks). After a switch, a section of that page not yet taken over is
// taken over in its markup's language first: the parts it waits for must arrive in that language too.
let firstShown: { locale: string; messages: Messages } | null | undefined

export function useRenderedI18n(): I18n {
  // The same instance in the prerender, in hydration and after: a zustand hook would hydrate with its initial state.
  return useSyncExternalStore(
    subscribeToRendered,
    () => rendered,
    () => rendered,
  )
}

function subscribeToRendered(onChange: () => void): () => void {
  renderedChanged.add(onChange)
  return () => renderedChanged.delete(onChange)
}

/** From now on the app speaks this language (its catalog at hand: the prerender imports both). */
export function speak(locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, messages })
  renderedMessages = { ...messages }
  if (firstShown === undefined) firstShown = takesOverMarkupIn(locale) ? { locale, messages: renderedMessages } : null
  rendered = setupI18n({ locale, messages: { [locale]: renderedMessages } })
  renderedChanged.forEach((onChange) => onChange())
}

/** Whether #root holds a page prerendered in this language, which the app takes over in place (app/mount-app.ts). */
function takesOverMarkupIn(locale: Locale): boolean {
  if (typeof document === 'undefined') return false
  return document.getElementById('root')?.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) === locale
}

/** A part of the catalog that arrived with a page's code, for text not yet on screen. */
function addMessages(locale: Locale, messages: Messages): void {
  if (firstShown?.locale === locale) Object.assign(firstShown.messages, messages)
  if (locale !== rendered.locale) return
  Object.assign(renderedMessages, messages)
  i18n.load(locale, messages)
}

answerPartRequests(() => {
  const speaking = isLocale(rendered.locale) ? rendered.locale : 'en'
  const first = firstShown && isLocale(firstShown.locale) ? firstShown.locale : speaking
  return first === speaking ? [speaking] : [speaking, first]
}, addMessages)

/**
 * Starts in this language and tells the server: one language at a time, and of it only the parts
 * loaded so far (the start's, then those of the pages opened): a small first load. On a change,
 * `pageParts` are the page's own parts (app/lib/message-parts.ts).
 */
export async function activateLocale(locale: Locale, pageParts?: readonly string[]): Promise<void> {
  speak(locale, await loadedMessages(locale, pageParts))
  rememberInDocument(locale)
}

/** Switches the language of the page, which holds `pageParts` as its own, and remembers the choice for the next visit. */
export async function switchLocale(locale: Locale, pageParts: readonly string[]): Promise<void> {
  await activateLocale(locale, pageParts)
  try {
    localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Storage can be off (private mode): the choice then lasts for this visit only.
  }
}

/** <html lang>, and the cookie that has the server send prerendered pages in this language. */
function rememberInDocument(locale: Locale): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = locale
  document.cookie = `${STORAGE_KEY}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}

/**
 * The remembered choice (the cookie the server also reads, else local storage), else the browser's
 * language, else English: the order the server follows for the prerendered pages. Browser only.
 */
export function initialLocale(): Locale {
  const stored = readCookieLocale() ?? readStoredLocale()
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

function readCookieLocale(): Locale | null {
  const value = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === STORAGE_KEY)?.[1]
  return isLocale(value) ? value : null
}
