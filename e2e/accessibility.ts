import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Axe's serious and critical WCAG 2.1 A/AA violations on the page as it is now, described for the failure message. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5)
      return `${violation.impact} ${violation.id}: ${violation.help} -> ${targets.join(' | ')}`
    })
}
