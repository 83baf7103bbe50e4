import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { activateLocale } from '../../lib/i18n'
import { DirectoryCount } from './directory-count'

const countText = (total: number, capped: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <DirectoryCount total={total} capped={capped} />
    </I18nProvider>,
  ).container.textContent

it('says the exact count, or at least the capped one, in English', () => {
  expect(countText(0, false)).toBe('No professionals found')
  expect(countText(1, false)).toBe('1 professional found')
  expect(countText(1000, false)).toBe('1,000 professionals found')
  expect(countText(1000, true)).toBe('1,000+ professionals found')
})

it('says the same in Swahili', async () => {
  await activateLocale('sw')
  expect(countText(0, false)).toBe('Hakuna wataalamu waliopatikana')
  expect(countText(12, false)).toBe('Wataalamu 12 wamepatikana')
  expect(countText(1000, true)).toBe('Wataalamu 1,000+ wamepatikana')
})
