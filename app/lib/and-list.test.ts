import { setupI18n } from '@lingui/core'
import { expect, it } from 'vitest'
import { messages as en } from '../../locales/en.po'
import { messages as sw } from '../../locales/sw.po'
import { andList } from './and-list'

const english = setupI18n({ locale: 'en', messages: { en } })
const swahili = setupI18n({ locale: 'sw', messages: { sw } })

it('joins names with commas and the language\'s own "and" before the last', () => {
  expect(andList(english, ['Uganda', 'Rwanda', 'Nigeria'])).toBe('Uganda, Rwanda and Nigeria')
  expect(andList(swahili, ['Uganda', 'Rwanda', 'Nigeria'])).toBe('Uganda, Rwanda na Nigeria')
})

it('says one name as it is, and nothing for none', () => {
  expect(andList(english, ['Kenya'])).toBe('Kenya')
  expect(andList(english, [])).toBe('')
})
