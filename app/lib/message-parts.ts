import type { Messages } from '@lingui/core'
import { partLoaders } from 'virtual:wellness-message-parts'

export type PartLocale = 'en' | 'sw'

const START = 'start'
const ERRORS = 'errors'

/** The parts loaded so far, `start` always: a change of language loads the same ones in the other. */
const loaded = new Set<string>([START])

const otherLocale = (locale: PartLocale): PartLocale => (locale === 'en' ? 'sw' : 'en')

/**
 * A part in `locale` for a change of language. The server's refusals and the outbox's texts
 * (`errors`) come with the offline root on any page once the device holds copies, and the worker
 * keeps them in the reader's language only (decision 017): offline they stay in the language shown
 * so far rather than holding the change back, so the crisis page switches to Swahili with no
 * network. A page's own part that is missing still holds it back: the page says so.
 */
function partForChange(group: string, locale: PartLocale) {
  const load = partLoaders[group]!
  return group === ERRORS ? load[locale]().catch(() => load[otherLocale(locale)]()) : load[locale]()
}

/**
 * The messages of every part loaded so far in `locale`, merged. Parts a chunk asks for meanwhile
 * are loaded too, so a change of language never drops what a page that just arrived shows.
 */
export async function loadedMessages(locale: PartLocale): Promise<Messages> {
  for (;;) {
    const groups = [...loaded]
    const parts = await Promise.all(groups.map((group) => partForChange(group, locale)))
    if (loaded.size === groups.length) return Object.assign({}, ...parts.map((part) => part.messages)) as Messages
  }
}

/**
 * Answers the chunks that need parts before they run (the build makes each such chunk begin by
 * awaiting `__wellnessMessageParts`: vite/catalog-split/plugin.ts): loads each part once, in the
 * languages the page renders in at the time (`rendering`), and hands its messages to `add`.
 */
export function answerPartRequests(
  rendering: () => readonly PartLocale[],
  add: (locale: PartLocale, messages: Messages) => void,
): void {
  const pending = new Map<string, Promise<void>>()
  const load = async (group: string) => {
    loaded.add(group)
    await Promise.all(
      rendering().map((locale) => partLoaders[group]![locale]().then((part) => add(locale, part.messages))),
    )
  }
  globalThis.__wellnessMessageParts = async (groups) => {
    await Promise.all(
      groups.map((group) => {
        if (!pending.has(group)) pending.set(group, load(group))
        return pending.get(group)
      }),
    )
  }
}
