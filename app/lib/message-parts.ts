import type { Messages } from '@lingui/core'
import { partLoaders } from 'virtual:wellness-message-parts'

export type PartLocale = 'en' | 'sw'

const START = 'start'

/** The parts loaded so far, `start` always: a change of language loads the same ones in the other. */
const loaded = new Set<string>([START])

const otherLocale = (locale: PartLocale): PartLocale => (locale === 'en' ? 'sw' : 'en')

/**
 * A part in `locale` for a change of language. Offline, a part the device keeps only in the
 * language shown so far (the worker keeps the reader's language of most parts, decision 017; the
 * outbox's texts come with the offline root on any page once the device holds copies) stays in
 * that language rather than holding the whole change back: the crisis page switches to Swahili
 * with no network. The start's part is kept in both languages (the worker's core).
 */
function partForChange(group: string, locale: PartLocale) {
  const load = partLoaders[group]!
  return group === START ? load[locale]() : load[locale]().catch(() => load[otherLocale(locale)]())
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
