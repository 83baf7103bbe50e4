import type { Messages } from '@lingui/core'
import { partLoaders } from 'virtual:wellness-message-parts'

export type PartLocale = 'en' | 'sw'

const START = 'start'

/** The parts loaded so far, `start` always: a change of language loads the same ones in the other. */
const loaded = new Set<string>([START])

const otherLocale = (locale: PartLocale): PartLocale => (locale === 'en' ? 'sw' : 'en')

/**
 * A part in `locale`. On a change of language, a part other than the page's own (`pageParts`: the
 * start's and its area's, app/lib/page-parts.ts) that is not on the device in `locale` stays in the
 * language shown so far: offline, the worker keeps most parts in the reader's language only
 * (decision 017), and the crisis page must switch to Swahili whatever the visit opened before it.
 * A page's own part that is missing holds the change back: the page says so.
 */
function partIn(group: string, locale: PartLocale, pageParts?: readonly string[]) {
  const load = partLoaders[group]!
  return !pageParts || pageParts.includes(group)
    ? load[locale]()
    : load[locale]().catch(() => load[otherLocale(locale)]())
}

/**
 * The messages of every part loaded so far in `locale`, merged. Parts a chunk asks for meanwhile
 * are loaded too, so a change of language never drops what a page that just arrived shows.
 */
export async function loadedMessages(locale: PartLocale, pageParts?: readonly string[]): Promise<Messages> {
  for (;;) {
    const groups = [...loaded]
    const parts = await Promise.all(groups.map((group) => partIn(group, locale, pageParts)))
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
    await Promise.all(rendering().map((locale) => partIn(group, locale).then((part) => add(locale, part.messages))))
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
