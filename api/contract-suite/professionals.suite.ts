import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { registerProfessional, registerUser, type Account, type ProfessionalAccount } from './accounts'
import { createClient } from './client'

describe('professionals: own profile', () => {
  let professional: ProfessionalAccount
  let user: Account

  beforeAll(async () => {
    professional = await registerProfessional('Music Therapist', { complete: false })
    user = await registerUser()
  }, 30_000)

  it('gives a new professional a profile at once: fullName is the username, not verified', async () => {
    const profile = await professional.client.ok('myProfile')
    expect(profile).toMatchObject({
      id: professional.professionalId,
      username: professional.username,
      fullName: professional.username,
      title: 'Music Therapist',
      isVerified: false,
    })
  })

  it('leaves a new professional out of the directory: the profile is not complete yet', async () => {
    expect(await createClient().ok('listProfessionals', { query: { q: professional.username } })).toEqual([])
  })

  it('refuses the profile to anonymous callers (401) and to users (403)', async () => {
    await createClient().fails('myProfile', 401)
    await user.client.fails('myProfile', 403)
    await createClient().fails('updateProfile', 401, { body: { bio: 'Anonymous edit' } })
    await user.client.fails('updateProfile', 403, { body: { bio: 'User edit' } })
    expect((await professional.client.ok('myProfile')).bio).toBeNull()
  })

  it('updates the profile, trimming texts and dropping empty tags, and shows it in the directory', async () => {
    const updated = await professional.client.ok('updateProfile', {
      body: {
        fullName: '  Dr. Imani Contract  ',
        title: 'Trauma Counselor',
        bio: ' Listens first, then works with you on stress, grief and change, one small step at a time. ',
        specialties: [' Grief Work ', '', 'Grief Work', 'Sleep'],
        languages: ['English', ' Swahili '],
        location: 'Arusha, Tanzania',
        sessionPrice: '30,000 TZS / session',
      },
    })
    const expected = {
      id: professional.professionalId,
      fullName: 'Dr. Imani Contract',
      title: 'Trauma Counselor',
      bio: 'Listens first, then works with you on stress, grief and change, one small step at a time.',
      specialties: ['Grief Work', 'Sleep'],
      languages: ['English', 'Swahili'],
      location: 'Arusha, Tanzania',
      sessionPrice: '30,000 TZS / session',
    }
    expect(updated).toMatchObject(expected)
    expect(await professional.client.ok('myProfile')).toEqual(updated)
    // The directory shows the public profile: never the private settings.
    const { defaultJoinInstructions, usualReplyTime, ...publicProfile } = updated
    expect([defaultJoinInstructions, usualReplyTime]).toEqual([null, null])
    const listed = await createClient().ok('listProfessionals', { query: { q: professional.username } })
    expect(listed).toEqual([publicProfile])
  })

  it('leaves fields that are not sent alone, and clears a text sent empty', async () => {
    await professional.client.ok('updateProfile', { body: { bio: 'Kept', sessionPrice: '1,000 KSh' } })
    const updated = await professional.client.ok('updateProfile', { body: { sessionPrice: '' } })
    expect(updated.bio).toBe('Kept')
    expect(updated.sessionPrice).toBeNull()
  })

  it('stores any full name the form takes: 100 Korean syllables, whose sort key decomposes to 300 letters', async () => {
    const fullName = '한'.repeat(100)
    expect(await professional.client.ok('updateProfile', { body: { fullName } })).toMatchObject({ fullName })
    expect(await professional.client.ok('myProfile')).toMatchObject({ fullName })
  })

  it('refuses an unknown title with the spec message', async () => {
    const error = await professional.client.fails('updateProfile', 400, { body: { title: 'Wizard' } })
    expect(error.message).toBe(messages.titleRequired)
    expect(error.fieldErrors?.title).toBe(messages.titleRequired)
  })
})
