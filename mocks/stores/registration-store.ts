import { DEFAULT_ACCOUNT_TIMEZONE, DEFAULT_LANGUAGE } from '../../api/contract/schemas/language'
import type { RegistrationPorts } from '../../api/domain/accounts/register'
import { usernameTaken } from '../repo'
import { mockSignInLimits } from '../sign-in-limits'
import { insert, type UserRow } from '../store'

/** A registration over the in-memory store: the browser keeps the password as typed (the developer's own store). */
export function memoryRegistrationPorts(): RegistrationPorts<string, UserRow> {
  return {
    limits: mockSignInLimits(),
    unavailable: async (username) => usernameTaken(username),
    hashPassword: async (password) => password,
    async createAccount(input, password) {
      const user = insert('users', {
        username: input.username,
        password,
        role: input.role,
        createdAt: new Date().toISOString(),
        phone: input.phone ?? null,
        phoneConsent: !!input.phone && input.phoneConsent === true,
        language: input.language ?? DEFAULT_LANGUAGE,
        timezone: input.timezone ?? DEFAULT_ACCOUNT_TIMEZONE,
      })
      if (input.role === 'professional') {
        // Under the username, so not listed until the profile is complete (docs/product.md#15-trust).
        insert('professionals', {
          userId: user.id,
          title: input.title!,
          fullName: input.username,
          photoHash: null,
          location: null,
          languages: [],
          specialties: [],
          bio: null,
          sessionPrice: null,
        })
      }
      return user
    },
  }
}
