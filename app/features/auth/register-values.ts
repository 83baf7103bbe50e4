import * as v from 'valibot'
import type { RouteBody } from '../../../api/contract/routes'
import { RegisterForm, type Role, type Title } from '../../../api/contract/schemas/auth'
import { deviceLocale } from '../../lib/device-locale'

/** The register form's values: nothing chosen yet is `undefined`, but the key is there (see below). */
export type RegisterValues = {
  username: string
  password: string
  confirmPassword: string
  role?: Role
  title?: Title
  /** As typed; the server keeps it as E.164. */
  phone: string
  phoneConsent: boolean
}

// role and title are present though undefined: valibot reports a missing key as "Invalid key"
// rather than the field's own message ('Please select your account type').
export const emptyRegisterValues: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  role: undefined,
  title: undefined,
  phone: '',
  phoneConsent: false,
}

/**
 * What POST /api/register receives (docs/product.md#4-accounts-and-sessions): the validated values with the
 * username trimmed, never confirmPassword, a title only for a professional, and the phone and
 * consent only when a phone was given; the language on screen and the device's zone, for messages.
 */
export function registerBody(values: RegisterValues): RouteBody<'register'> {
  const { username, password, role, title, phone, phoneConsent } = v.parse(RegisterForm, values)
  const base = role === 'professional' ? { username, password, role, title } : { username, password, role }
  const account = { ...base, ...deviceLocale() }
  return phone ? { ...account, phone, phoneConsent } : account
}
