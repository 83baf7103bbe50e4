import { changedAccount } from '../../api/domain/accounts/phone-change'
import { presentAccount } from '../present-account'
import { mockRoute } from './pipeline'

export const accountHandlers = [
  mockRoute('myAccount', ({ user }) => ({ body: presentAccount(user) })),

  mockRoute('updateAccount', ({ user, body }) => {
    Object.assign(user, changedAccount(presentAccount(user), body))
    return { body: presentAccount(user) }
  }),
]
