import { conflict } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { RegisterInput } from '../../contract/schemas/register'
import { withinAttempt, type SignInLimits } from './sign-in-limits'

/**
 * What a registration needs: the limits, whether a name is taken (in any case or look-alike form)
 * or reserved, the password's hash (`H`: the server's, or the mocks' plain text), and the insert.
 */
export type RegistrationPorts<H, A> = {
  limits: Pick<SignInLimits, 'beginRegistration'>
  /** Taken, or reserved (the demo accounts' names in production). */
  unavailable(username: string): Promise<boolean>
  hashPassword(password: string): Promise<H>
  /** Creates the account (and a professional's profile under their username); 409 when a race took the name. */
  createAccount(input: RegisterInput, passwordHash: H): Promise<A>
}

/**
 * A new account (docs/product.md#4-accounts-and-sessions). The address's limits come first, so a
 * blocked address learns nothing and costs no lookup or hash; a taken name keeps its point, as a
 * new account would, so "taken" is never a free answer.
 */
export async function registerAccount<H, A>(
  ports: RegistrationPorts<H, A>,
  { address, input }: { address: string; input: RegisterInput },
): Promise<A> {
  const registration = await ports.limits.beginRegistration(address)
  if (await ports.unavailable(input.username)) {
    throw conflict(messages.usernameTaken, { username: messages.usernameTaken })
  }
  const passwordHash = await withinAttempt(registration, () => ports.hashPassword(input.password))
  return ports.createAccount(input, passwordHash)
}
