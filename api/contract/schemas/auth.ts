import * as v from 'valibot'
import { messages } from '../messages'
import { phoneNeedsConsent } from './phone-consent'

/** Every account's role. Admins are made only by `npm run admin -- create` (docs/product.md#15-trust). */
export const ROLES = ['user', 'professional', 'admin'] as const
export type Role = (typeof ROLES)[number]
/** The roles a person may choose when registering. */
export const REGISTER_ROLES = ['user', 'professional'] as const
export type RegisterRole = (typeof REGISTER_ROLES)[number]

/** The 18 professional titles of docs/product.md#4-accounts-and-sessions, in that order. */
export const TITLES = [
  'Clinical Psychologist',
  'Psychiatrist',
  'Counseling Psychologist',
  'Psychotherapist',
  'Social Worker',
  'Marriage and Family Therapist',
  'Addiction Counselor',
  'School Counselor',
  'Clinical Social Worker',
  'Mental Health Counselor',
  'Child Psychologist',
  'Teen Career Strategist',
  'Trauma Counselor',
  'Behavioral Therapist',
  'Career Counselor',
  'Life Coach',
  'Art Therapist',
  'Music Therapist',
] as const
export type Title = (typeof TITLES)[number]

export const Username = v.pipe(
  v.string(messages.usernameMin),
  v.trim(),
  v.minLength(3, messages.usernameMin),
  v.maxLength(50, messages.usernameMax),
  v.regex(/^[\p{L}\p{N}._-]+$/u, messages.usernameChars),
)
export const Password = v.pipe(
  v.string(messages.passwordMin),
  v.minLength(6, messages.passwordMin),
  v.maxLength(128, messages.passwordMax),
)
export const RoleField = v.picklist(REGISTER_ROLES, messages.roleRequired)
export const TitleField = v.picklist(TITLES, messages.titleRequired)

export const LoginInput = v.strictObject({ username: Username, password: Password })
export type LoginInput = v.InferOutput<typeof LoginInput>

/** What every registration names; RegisterInput (register.ts) adds the phone. */
export const accountEntries = {
  username: Username,
  password: Password,
  role: RoleField,
  title: v.optional(TitleField),
}

export const titleIsRequired = (input: { role: RegisterRole; title?: Title }) =>
  input.role !== 'professional' || !!input.title
export const titleIsAbsent = (input: { role: RegisterRole; title?: Title }) => input.role !== 'user' || !input.title

/**
 * The register form: the request plus confirmPassword, which must match. The phone is the text
 * typed: the app checks it with toE164 (api/contract/phone.ts) loaded when needed, so the phone
 * metadata stays out of the login tab's first load (this file never imports it), and the server
 * reads it with RegisterInput (register.ts).
 */
export const RegisterForm = v.pipe(
  v.object({
    ...accountEntries,
    phone: v.pipe(v.string(), v.trim(), v.maxLength(30, messages.phoneInvalid)),
    phoneConsent: v.boolean(),
    confirmPassword: v.pipe(v.string(messages.confirmPasswordMin), v.minLength(6, messages.confirmPasswordMin)),
  }),
  v.forward(v.partialCheck([['role'], ['title']], titleIsRequired, messages.titleRequired), ['title']),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messages.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
  v.forward(v.partialCheck([['phone'], ['phoneConsent']], phoneNeedsConsent, messages.phoneConsentRequired), [
    'phoneConsent',
  ]),
)
export type RegisterForm = v.InferOutput<typeof RegisterForm>

/** The current user: never a password or hash. */
export const User = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  username: v.string(),
  role: v.picklist(ROLES),
  title: v.optional(v.picklist(TITLES)),
})
export type User = v.InferOutput<typeof User>
