import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { inquiryTypes } from './contact-options'
import { valuesOf } from './options'

export type ContactValues = {
  name: string
  email: string
  inquiryType: (typeof inquiryTypes)[number]['value']
  message: string
  privacyAgreed: boolean
}

export function contactDefaults(): ContactValues {
  return { name: '', email: '', inquiryType: 'general', message: '', privacyAgreed: false }
}

/**
 * The contact form's rules (docs/product.md#11-content-and-local-forms): name, a valid email and a message, the
 * privacy consent ticked. 'Required' and 'Invalid email' are the spec's validator messages.
 */
export function contactSchema(i18n: I18n) {
  const required = i18n._(msg`Required`)
  const filled = v.pipe(v.string(required), v.trim(), v.nonEmpty(required))
  return v.object({
    name: filled,
    email: v.pipe(filled, v.email(i18n._(msg`Invalid email`))),
    inquiryType: v.picklist(valuesOf(inquiryTypes), required),
    message: filled,
    privacyAgreed: v.literal(true, i18n._(msg`Please agree to the privacy policy to continue`)),
  })
}
