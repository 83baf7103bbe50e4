import { expect, it } from 'vitest'
import { profileBody, profileFormValues, splitList } from './profile-values'

const profile = {
  id: 1,
  title: 'Clinical Psychologist',
  fullName: 'Dr. Amina Odhiambo',
  username: 'dr_amina',
  profileImageUrl: null,
  isVerified: true,
  verification: null,
  location: null,
  languages: ['English', 'Swahili'],
  specialties: ['Trauma Therapy', 'Anxiety'],
  bio: null,
  sessionPrice: '3,500 KSh / session',
  defaultJoinInstructions: null,
  usualReplyTime: null,
} as const

it('splits a comma-separated list, trims it and drops the empty items', () => {
  expect(splitList(' Anxiety, ,Trauma Therapy ,, ')).toEqual(['Anxiety', 'Trauma Therapy'])
  expect(splitList('')).toEqual([])
})

it('edits lists as comma-separated text and missing texts as empty ones', () => {
  expect(
    profileFormValues({ ...profile, languages: [...profile.languages], specialties: [...profile.specialties] }),
  ).toEqual({
    title: 'Clinical Psychologist',
    fullName: 'Dr. Amina Odhiambo',
    bio: '',
    specialties: 'Trauma Therapy, Anxiety',
    languages: 'English, Swahili',
    location: '',
    sessionPrice: '3,500 KSh / session',
    defaultJoinInstructions: '',
    usualReplyTime: '',
  })
})

it('sends lists as arrays, emptied texts as null, and keeps the saved name when the name is emptied', () => {
  const body = profileBody({
    title: 'Psychiatrist',
    fullName: '  ',
    bio: 'Hello',
    specialties: 'Grief, , Anxiety',
    languages: 'Swahili',
    location: ' ',
    sessionPrice: '',
    defaultJoinInstructions: 'Call me on 0712 345 678',
    usualReplyTime: ' ',
  })
  expect(body).toEqual({
    title: 'Psychiatrist',
    bio: 'Hello',
    specialties: ['Grief', 'Anxiety'],
    languages: ['Swahili'],
    location: null,
    sessionPrice: null,
    defaultJoinInstructions: 'Call me on 0712 345 678',
    usualReplyTime: null,
  })
})
