import { afterAll, beforeAll, expect, it } from 'vitest'
import { saveAccount } from '../account/account-page'
import { tempDatabase, type TempDatabase } from '../../test/temp-database'
import { lockAccount } from './repo'

let temp: TempDatabase
beforeAll(async () => {
  temp = await tempDatabase()
})
afterAll(() => temp.close())

const addUser = async (username: string) => {
  const [id] = await temp.db('users').insert({
    username,
    username_key: username,
    role: 'user',
    created_at: new Date().toISOString(),
  })
  return Number(id)
}

// Two requests of one account may both pass their checks before either writes: a double-tapped
// deletion, or a phone saved from another device while the account is being deleted.
it('erases an account once: a deletion that waited for another finds it already erased', async () => {
  const userId = await addUser('erased_once')
  expect(await temp.db.transaction((trx) => lockAccount(trx, userId))).toBe(true)
  await temp.db('users').where({ id: userId }).update({ deleted_at: new Date().toISOString() })
  expect(await temp.db.transaction((trx) => lockAccount(trx, userId))).toBe(false)
})

it('writes no phone onto an erased account', async () => {
  const userId = await addUser('erased_phone')
  await temp.db('users').where({ id: userId }).update({ deleted_at: new Date().toISOString(), phone: null })
  const changes = {
    phone: '+254712345678',
    phoneConsent: true,
    phoneVerified: true,
    language: 'en',
    timezone: 'Africa/Nairobi',
  } as const
  await saveAccount(temp.db, userId, changes)
  expect(await temp.db('users').where({ id: userId }).first('phone')).toEqual({ phone: null })
})
