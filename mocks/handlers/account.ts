import { changedPhone } from '../../api/domain/accounts/phone-change'
import type { Account } from '../../api/contract/schemas/account'
import type { UserRow } from '../store'
import { mockRoute } from './pipeline'

const presentAccount = (user: UserRow): Account => ({
  username: user.username,
  phone: user.phone ?? null,
  phoneConsent: user.phoneConsent ?? false,
})

export const accountHandlers = [
  mockRoute('myAccount', ({ user }) => ({ body: presentAccount(user) })),

  mockRoute('updateAccount', ({ user, body }) => {
    const { phone, phoneConsent } = changedPhone(presentAccount(user), body)
    Object.assign(user, { phone, phoneConsent })
    return { body: presentAccount(user) }
  }),
]
