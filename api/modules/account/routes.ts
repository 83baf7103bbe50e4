import { changedPhone } from '../../contract/phone-change'
import { handle } from '../../http/handler'
import { signedIn } from '../../http/signed-in'
import { presentAccount } from './present'
import { findAccount, savePhone } from './repo'

/** What the signed-in person has told us about themselves: their phone and the consent to share it. */
export const accountRoutes = [
  handle('myAccount', async ({ deps, user }) => ({
    body: presentAccount(await findAccount(deps.db, signedIn(user).id)),
  })),

  handle('updateAccount', async ({ deps, user, body }) => {
    const userId = signedIn(user).id
    const { phone, phoneConsent } = changedPhone(presentAccount(await findAccount(deps.db, userId)), body)
    await savePhone(deps.db, userId, phone, phoneConsent)
    return { body: presentAccount(await findAccount(deps.db, userId)) }
  }),
]
