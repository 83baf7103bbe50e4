import type { Page } from '@playwright/test'

/**
 * A word up to this long must never be broken across two lines: it fits the narrowest screen
 * (320 px) with room to spare, so a break inside it means its box is too narrow. Longer runs
 * (a link, a 50-character username) may break where they must.
 */
export const UNBREAKABLE_WORD_LENGTH = 24

/**
 * The words shown broken across two lines ("Odhiamb|o"), described for a failure message. A word
 * is a run of text between spaces, and between the hyphens, slashes and dashes a line may break
 * after; screen-reader-only text is left out.
 */
export async function brokenWords(page: Page, longest = UNBREAKABLE_WORD_LENGTH): Promise<string[]> {
  return page.evaluate((longest) => {
    const problems: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, .sr-only, [hidden]')) continue
      const text = node.textContent ?? ''
      if (!/\S/.test(text)) continue
      for (const match of text.matchAll(/[^\s\-‐–—/]+/g)) {
        const word = match[0]
        if (word.length < 2 || word.length > longest) continue
        range.setStart(node, match.index)
        range.setEnd(node, match.index + word.length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.bottom))
        if (lines.size < 2) continue
        const box = parent.getBoundingClientRect()
        problems.push(`"${word}" is broken across ${lines.size} lines in a box ${Math.round(box.width)} px wide`)
      }
    }
    return problems
  }, longest)
}
