import * as v from 'valibot'
import { messages } from '../messages'
import { localeEntries, phoneEntries } from './account'
import { accountEntries, titleIsAbsent, titleIsRequired } from './auth'
import { phoneNeedsConsent } from './phone-consent'

/**
 * What POST /api/register accepts: confirmPassword is checked by the form and never sent. Apart
 * from auth.ts because the phone number needs the phone metadata (libphonenumber-js), which the
 * app's login and register tabs must not load with the page.
 */
export const RegisterInput = v.pipe(
  v.strictObject({ ...accountEntries, ...phoneEntries, ...localeEntries }),
  v.forward(v.partialCheck([['role'], ['title']], titleIsRequired, messages.titleRequired), ['title']),
  v.forward(v.partialCheck([['role'], ['title']], titleIsAbsent, messages.titleOnlyForProfessionals), ['title']),
  v.forward(v.partialCheck([['phone'], ['phoneConsent']], phoneNeedsConsent, messages.phoneConsentRequired), [
    'phoneConsent',
  ]),
)
export type RegisterInput = v.InferOutput<typeof RegisterInput>
