import { describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { PASSWORD, uniqueWord } from './accounts'
import { createClient } from './client'

const taken = { message: messages.usernameTaken, fieldErrors: { username: messages.usernameTaken } }

/** ASCII letters and digits in their full-width forms (ｄｒ), as a phone keyboard may type them. */
const fullWidth = (text: string) =>
  text.replace(/[a-z0-9]/gi, (char) => String.fromCodePoint(char.codePointAt(0)! - 0x21 + 0xff01))

async function register(username: string) {
  const client = createClient()
  const user = await client.ok('register', { body: { username, password: PASSWORD, role: 'user' } })
  return { client, user }
}

const refusal = async (username: string) =>
  createClient().fails('register', 409, { body: { username, password: PASSWORD, role: 'user' } })

describe('usernames: one account per name, whatever its case, width or look-alike letters', () => {
  it.each([
    ['in capitals', (name: string) => name.toUpperCase()],
    ['with a Cyrillic а', (name: string) => name.replace('a', '\u0430')],
    ['in full-width letters', (name: string) => fullWidth(name.slice(0, 2)) + name.slice(2)],
    ['all in full-width', (name: string) => fullWidth(name)],
    ['in capitals with a Turkish dotted İ', (name: string) => name.toUpperCase().replace('I', '\u0130')],
    ['with rn for m', (name: string) => name.replace('m', 'rn')],
  ])('refuses dr_amina %s next to it, with the taken-username answer (409)', async (_, variant) => {
    const name = uniqueWord('dr_amina')
    await register(name)
    expect(await refusal(variant(name))).toEqual(taken)
  })

  it('refuses 0 for o and 1 for l, and the other way round', async () => {
    const name = uniqueWord('bloom')
    await register(name)
    for (const variant of [name.replace('l', '1'), name.replace('oo', '00'), name.replace('loo', '10o')]) {
      expect(await refusal(variant), variant).toEqual(taken)
    }
    const digits = `${uniqueWord('agent')}007`
    await register(digits)
    expect(await refusal(digits.replace('007', 'oo7'))).toEqual(taken)
  })

  it('still registers a name that only starts like another one', async () => {
    const name = uniqueWord('dr_amina')
    await register(name)
    await register(`${name}2`)
  })

  it('registers names with letters of their own: an ñ is not an n', async () => {
    const name = uniqueWord('wanjiku_ñ')
    await register(name)
    await register(name.replace('ñ', 'n'))
    await register(uniqueWord('Mwanaisha_Wairimũ'))
  })

  it('creates one account when five look-alikes of one name are registered at once', async () => {
    const name = uniqueWord('dr_amina')
    const variants = [name, name.toUpperCase(), name.replace('a', '\u0430'), fullWidth(name), name.replace('m', 'rn')]
    const replies = await Promise.all(
      variants.map((username) =>
        createClient().call('register', { body: { username, password: PASSWORD, role: 'user' } }),
      ),
    )
    expect(replies.map((reply) => reply.status).sort((a, b) => a - b)).toEqual([201, 409, 409, 409, 409])
  })

  it('signs in with another case or full-width form of the name, as that account', async () => {
    const name = uniqueWord('Zawadi')
    const { user } = await register(name)
    for (const username of [name.toLowerCase(), name.toUpperCase(), fullWidth(name)]) {
      const client = createClient()
      expect(await client.ok('login', { body: { username, password: PASSWORD } }), username).toEqual(user)
      expect(await client.ok('currentUser')).toEqual(user)
    }
  })

  it('registers and signs in with a name whose key is far longer than 50 characters (ß is ss, ﷺ is 18 letters)', async () => {
    const name = `${'\ufdfa'.repeat(2)}${'ß'.repeat(30)}${uniqueWord('g')}`
    const { user } = await register(name)
    const capitals = name.replaceAll('ß', 'ẞ')
    expect(await createClient().ok('login', { body: { username: capitals, password: PASSWORD } })).toEqual(user)
    expect(await refusal(capitals)).toEqual(taken)
  })

  it('does not sign in with a look-alike of the name', async () => {
    const name = uniqueWord('dr_amina')
    await register(name)
    const body = { username: name.replace('a', '\u0430'), password: PASSWORD }
    expect((await createClient().fails('login', 401, { body })).message).toBe(messages.invalidCredentials)
  })
})
