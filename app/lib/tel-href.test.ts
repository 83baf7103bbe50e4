import { expect, it } from 'vitest'
import { telHref } from './tel-href'

it('turns a phone number as people type it into a tel: link', () => {
  expect(telHref('0712 345 678')).toBe('tel:0712345678')
  expect(telHref(' +254 (722) 178-177 ')).toBe('tel:+254722178177')
  expect(telHref('116')).toBe('tel:116')
  expect(telHref('0712.345.678')).toBe('tel:0712345678')
})

it('leaves what is not a phone number alone', () => {
  expect(telHref('')).toBeNull()
  expect(telHref('ask Mum')).toBeNull()
  expect(telHref('12')).toBeNull()
  expect(telHref('1234567890123456')).toBeNull()
  expect(telHref('0712 345 678 ext 4')).toBeNull()
  expect(telHref('07+12')).toBeNull()
})
