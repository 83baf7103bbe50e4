import type { Page } from '@playwright/test'

/** WCAG 2.2's minimum target size (2.5.8, AA): every control at least this wide and tall. */
export const MIN_TARGET_PX = 24

/** What a thumb needs (WCAG 2.5.5, AAA): the size the app gives its controls where the layout allows. */
export const COMFORTABLE_TARGET_PX = 44

/**
 * The controls on the page smaller than `MIN_TARGET_PX` in either direction, described for a
 * failure message. What counts as one control: a link, a button, a tab, a select, a text field,
 * and a checkbox or radio together with its label (a tap on the label ticks the box).
 *
 * Left out, as WCAG 2.5.8 allows: a link inside a sentence (inline, with text of its own block
 * around it: its height is the line's); and what no pointer can reach: screen-reader-only
 * elements (1 x 1 px or clipped: the file input behind its label, the skip link until it has
 * the focus) and hidden ones.
 */
export async function smallTargets(page: Page, minimum = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'select',
      'textarea',
      'input:not([type="hidden"])',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
    ].join(',')
    const describe = (element: Element, width: number, height: number) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ')
      const what =
        element.tagName.toLowerCase() + (element.getAttribute('type') ? `[${element.getAttribute('type')}]` : '')
      return `<${what}> "${name.slice(0, 40)}" is ${Math.round(width)}x${Math.round(height)} px`
    }
    /** A link in running text: inline, in a block whose own text goes on beside it. */
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const blockText = (block?.textContent ?? '').replace(/\s+/g, '')
      const ownText = (element.textContent ?? '').replace(/\s+/g, '')
      return blockText.length > ownText.length
    }
    /** The box a pointer can hit: a checkbox's or radio's together with its labels'. */
    const hitBox = (element: Element) => {
      const boxes = [element.getBoundingClientRect()]
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
        for (const label of element.labels ?? []) boxes.push(label.getBoundingClientRect())
      const left = Math.min(...boxes.map((box) => box.left))
      const right = Math.max(...boxes.map((box) => box.right))
      const top = Math.min(...boxes.map((box) => box.top))
      const bottom = Math.max(...boxes.map((box) => box.bottom))
      return { width: right - left, height: bottom - top }
    }
    const problems: string[] = []
    for (const element of document.querySelectorAll(selector)) {
      if (element.getClientRects().length === 0) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue
      const own = element.getBoundingClientRect()
      const clipped = style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)'
      if (own.width <= 1 || own.height <= 1 || clipped) continue
      const { width, height } = hitBox(element)
      if ((width >= minimum && height >= minimum) || inSentence(element)) continue
      problems.push(describe(element, width, height))
    }
    return problems
  }, minimum)
}
