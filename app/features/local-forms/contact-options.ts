import { msg } from '@lingui/core/macro'
import type { Option } from './options'

/** The contact form's inquiry types (docs/product.md#11-content-and-local-forms). */
export const inquiryTypes = [
  { value: 'general', label: msg`General Inquiry` },
  { value: 'therapy', label: msg`Therapy Services` },
  { value: 'partnership', label: msg`Partnership` },
  { value: 'careers', label: msg`Careers` },
  { value: 'media', label: msg`Media` },
] as const satisfies readonly Option[]
