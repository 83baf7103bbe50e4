import { expect, it } from 'vitest'
import { activateLocale } from '../../lib/i18n'
import { openSection } from './test-helpers'

/** The section's tel: and sms: links, in order, and whether each comes before the inquiry form. */
async function contactLines(title: string, formLabel: string) {
  const section = await openSection(title)
  const form = await section.findByLabelText(formLabel, {}, { timeout: 10_000 })
  return section
    .getAllByRole('link')
    .filter((link) => /^(tel|sms):/.test(link.getAttribute('href') ?? ''))
    .map((link) => ({
      href: link.getAttribute('href'),
      text: link.textContent,
      aboveForm: !!(link.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING),
    }))
}

it("opens with the crisis numbers of the person's country as tel: links, above the inquiry form", async () => {
  expect(await contactLines('Contact Us', 'Name')).toEqual([
    { href: 'tel:999', text: 'Call 999', aboveForm: true },
    { href: 'tel:1199', text: 'Call 1199', aboveForm: true },
    { href: 'sms:116', text: 'Text 116', aboveForm: true },
  ])
})

it('gives the lines of the country chosen on the crisis page, in Swahili too', async () => {
  localStorage.setItem('wellness.crisis-country', 'UG')
  await activateLocale('sw')
  expect(await contactLines('Wasiliana Nasi', 'Jina')).toEqual([
    { href: 'tel:999', text: 'Piga 999', aboveForm: true },
    { href: 'tel:0800212121', text: 'Piga 0800 212121', aboveForm: true },
  ])
})
