import { telHref } from './tel-href'

/**
 * Joining instructions as the person taps them (docs/product.md#6-bookings): `https:` addresses
 * and phone numbers become links, everything else stays text. No other scheme, no markup: the
 * text is the professional's, so nothing in it may decide what a link does.
 */
export type JoinSegment =
  | { kind: 'text'; text: string }
  | { kind: 'web'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string }

// An address runs to the next space, quote or angle bracket; a number starts with + or the trunk 0
// and is groups of digits joined by single spaces or hyphens. Neither may follow a letter, digit or
// + (it would be part of a word).
const CANDIDATES = /(?<![\p{L}\p{N}+])(?:(https:\/\/[^\s<>"]+)|((?:\+|0)\d+(?:[ -]\d+)*))/giu

// Punctuation that ends a sentence or closes a bracket around an address is not part of it.
const TRAILING_PUNCTUATION = /[.,;:!?'")\]}]+$/

// E.164 allows 15 digits; a national number has at least 9 ("0712 345 678" has 10).
const PHONE_DIGITS = { min: 9, max: 15 }

function webLink(candidate: string): { text: string; href: string } | null {
  const text = candidate.replace(TRAILING_PUNCTUATION, '')
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname !== '' ? { text, href: url.href } : null
  } catch {
    return null
  }
}

function phoneLink(candidate: string): { text: string; href: string } | null {
  const digits = candidate.replace(/\D/g, '').length
  const href = digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? telHref(candidate) : null
  return href === null ? null : { text: candidate, href }
}

/** The instructions cut into text and links, in order; joined again, the texts are the instructions. */
export function joinSegments(instructions: string): JoinSegment[] {
  const segments: JoinSegment[] = []
  const pushText = (text: string) => {
    if (text === '') return
    const last = segments.at(-1)
    if (last?.kind === 'text') last.text += text
    else segments.push({ kind: 'text', text })
  }
  let done = 0
  for (const match of instructions.matchAll(CANDIDATES)) {
    const [candidate, web] = match
    const link = web === undefined ? phoneLink(candidate) : webLink(candidate)
    if (!link) continue
    pushText(instructions.slice(done, match.index))
    segments.push({ kind: web === undefined ? 'phone' : 'web', ...link })
    done = match.index + link.text.length
  }
  pushText(instructions.slice(done))
  return segments
}
