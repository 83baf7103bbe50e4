import { afterEach, expect, it } from 'vitest'
import { initialLocale, switchLocale } from './i18n'

const forgetCookie = () => {
  document.cookie = 'wellness.locale=; Path=/; Max-Age=0'
}
afterEach(forgetCookie)

it('tells the server the language in a cookie, so prerendered pages come in it', async () => {
  await switchLocale('sw', ['start'])
  expect(document.cookie).toMatch(/(^|; )wellness\.locale=sw(;|$)/)
  await switchLocale('en', ['start'])
  expect(document.cookie).toMatch(/(^|; )wellness\.locale=en(;|$)/)
})

it('starts in the language the cookie names, as the server chose the page by it', () => {
  forgetCookie()
  localStorage.setItem('wellness.locale', 'en')
  document.cookie = 'wellness.locale=sw; Path=/'
  expect(initialLocale()).toBe('sw')
})
