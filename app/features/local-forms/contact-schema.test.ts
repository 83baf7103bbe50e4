import { i18n } from '@lingui/core'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { activateLocale } from '../../lib/i18n'
import { contactDefaults, contactSchema } from './contact-schema'
import { firstIssues } from './first-issues'

const valid = {
  ...contactDefaults(),
  name: 'Achieng',
  email: 'achieng@example.org',
  message: 'Do you work with schools?',
  privacyAgreed: true,
}

it("says 'Required' for each empty required field and refuses an unticked consent", () => {
  expect(firstIssues(contactSchema(i18n), contactDefaults())).toEqual({
    name: 'Required',
    email: 'Required',
    message: 'Required',
    privacyAgreed: 'Please agree to the privacy policy to continue',
  })
})

it('treats spaces alone as empty', () => {
  expect(firstIssues(contactSchema(i18n), { ...valid, name: '   ', message: '\n' })).toEqual({
    name: 'Required',
    message: 'Required',
  })
})

it("says 'Invalid email' for a malformed address and accepts a valid one, trimmed", () => {
  expect(firstIssues(contactSchema(i18n), { ...valid, email: 'achieng@' })).toEqual({ email: 'Invalid email' })
  expect(v.parse(contactSchema(i18n), { ...valid, email: ' achieng@example.org ' }).email).toBe('achieng@example.org')
})

it('accepts the five inquiry types and refuses any other', () => {
  for (const inquiryType of ['general', 'therapy', 'partnership', 'careers', 'media']) {
    expect(firstIssues(contactSchema(i18n), { ...valid, inquiryType })).toEqual({})
  }
  expect(firstIssues(contactSchema(i18n), { ...valid, inquiryType: 'sales' })).toEqual({ inquiryType: 'Required' })
})

it('starts with General Inquiry chosen and consent unticked', () => {
  expect(contactDefaults()).toMatchObject({ inquiryType: 'general', privacyAgreed: false })
})

it('speaks Swahili when sw is active', async () => {
  await activateLocale('sw')
  expect(firstIssues(contactSchema(i18n), { ...valid, name: '', email: 'x' })).toEqual({
    name: 'Inahitajika',
    email: 'Barua pepe si sahihi',
  })
})
