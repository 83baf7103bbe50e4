import { updateAccount } from '../../api/domain/accounts/update-account'
import { presentAccount } from '../present'
import { mockRoute } from './pipeline'

export const accountHandlers = [
  mockRoute('myAccount', ({ user }) => ({ body: presentAccount(user) })),

  mockRoute('updateAccount', async ({ user, body }) => {
    const store = {
      readAccount: async () => presentAccount(user),
      saveAccount: async (changes: object) => void Object.assign(user, changes),
    }
    return { body: await updateAccount(store, body) }
  }),
]
