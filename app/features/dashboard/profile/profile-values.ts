import * as v from 'valibot'
import type { RouteBody } from '../../../../api/contract/routes'
import { TITLES, type Title } from '../../../../api/contract/schemas/auth'
import { ProfileUpdate, type OwnProfessional } from '../../../../api/contract/schemas/professionals'

/** The profile form's values: every field as the text the person edits. */
export type ProfileFormValues = {
  title: string
  fullName: string
  bio: string
  /** Comma-separated, e.g. 'Anxiety, Trauma Therapy'. */
  specialties: string
  languages: string
  location: string
  sessionPrice: string
  /** Told to a client on every accept that names no instructions of its own. */
  defaultJoinInstructions: string
  /** Shown in a thread outside a session, e.g. 'within 1 working day'. */
  usualReplyTime: string
}

export type ProfileBody = RouteBody<'updateProfile'>

export function profileFormValues(profile: OwnProfessional): ProfileFormValues {
  return {
    title: profile.title,
    fullName: profile.fullName,
    bio: profile.bio ?? '',
    specialties: profile.specialties.join(', '),
    languages: profile.languages.join(', '),
    location: profile.location ?? '',
    sessionPrice: profile.sessionPrice ?? '',
    defaultJoinInstructions: profile.defaultJoinInstructions ?? '',
    usualReplyTime: profile.usualReplyTime ?? '',
  }
}

/** 'Anxiety, , Trauma Therapy ' -> ['Anxiety', 'Trauma Therapy']: split, trim, drop empties. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

const isTitle = (value: string): value is Title => (TITLES as readonly string[]).includes(value)
const orNull = (text: string) => (text.trim() === '' ? null : text)

/**
 * The PATCH body (ProfileUpdate: every field optional). An emptied text clears that field, but an
 * emptied name is left out: the directory always shows a name, so the one saved stays.
 */
export function profileBody(values: ProfileFormValues): ProfileBody {
  const body: ProfileBody = {
    bio: orNull(values.bio),
    specialties: splitList(values.specialties),
    languages: splitList(values.languages),
    location: orNull(values.location),
    sessionPrice: orNull(values.sessionPrice),
    defaultJoinInstructions: orNull(values.defaultJoinInstructions),
    usualReplyTime: orNull(values.usualReplyTime),
  }
  if (isTitle(values.title)) body.title = values.title
  if (values.fullName.trim() !== '') body.fullName = values.fullName
  return body
}

/** Whether a comma-separated list passes the contract's rule for that list (count and length). */
export function listIsValid(key: 'specialties' | 'languages', text: string): boolean {
  return v.is(ProfileUpdate.entries[key], splitList(text))
}
