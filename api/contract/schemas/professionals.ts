import * as v from 'valibot'
import { messages } from '../messages'
import { parsePhotoPath } from '../photo-address'
import { PHOTO_UPLOAD_TYPES } from '../photos'
import { TITLES } from './auth'
import { pageFields } from './paging'
import { multiLine, singleLine } from './text'
import { PublicVerification } from './public-verification'
import { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_PAGE_SIZE } from '../directory-filters'

export * from '../directory-filters'

/** A directory list item (docs/product.md#8-the-api); also the professional's own profile. */
export const Professional = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  title: v.picklist(TITLES),
  fullName: v.string(),
  username: v.string(),
  /** The card-size rendition's short URL (api/contract/photos.ts), never the image itself. */
  profileImageUrl: v.nullable(
    v.pipe(
      v.string(),
      v.check((url) => parsePhotoPath(url) !== null, 'Expected a /media/professionals/ photo URL'),
    ),
  ),
  /** True exactly when `verification` is not null: an admin's check whose licence has not run out. */
  isVerified: v.boolean(),
  verification: v.nullable(PublicVerification),
  location: v.nullable(v.string()),
  languages: v.array(v.string()),
  specialties: v.array(v.string()),
  bio: v.nullable(v.string()),
  sessionPrice: v.nullable(v.string()),
})
export type Professional = v.InferOutput<typeof Professional>

/** A filter value; an empty one (an "any" select sent as '') means no filter. */
const filterValue = v.pipe(
  v.string(),
  singleLine,
  v.trim(),
  v.toLowerCase(),
  v.maxLength(50),
  v.transform((value) => (value === '' ? undefined : value)),
)
/** GET /api/professionals query (docs/product.md#5-the-directory). Values arrive as strings. */
export const DirectoryQuery = v.strictObject({
  q: v.optional(v.pipe(v.string(), singleLine, v.trim(), v.maxLength(100))),
  specialty: v.optional(filterValue),
  location: v.optional(filterValue),
  language: v.optional(filterValue),
  /** 'true': only professionals with a standing check (the app's default); absent or 'false': everyone listed. */
  verified: v.optional(v.picklist(['true', 'false'])),
  ...pageFields(DIRECTORY_PAGE_SIZE, DIRECTORY_MAX_PAGE_SIZE),
})
export type DirectoryQuery = v.InferOutput<typeof DirectoryQuery>

/** A text that may be cleared: trimmed, and '' becomes null; on one line unless `lines` says so. */
const clearableText = (max: number, lines: 'single' | 'multi' = 'single') =>
  v.nullable(
    v.pipe(
      lines === 'single' ? v.pipe(v.string(), singleLine) : multiLine,
      v.trim(),
      v.maxLength(max),
      v.transform((text) => (text === '' ? null : text)),
    ),
  )
const tagList = (maxItems: number, maxLength: number) =>
  v.pipe(
    v.array(v.pipe(v.string(), singleLine, v.trim(), v.maxLength(maxLength))),
    v.transform((items) => [...new Set(items.filter((item) => item !== ''))]),
    v.maxLength(maxItems),
  )

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_DATA_URL_PREFIX = new RegExp(`^data:image/(${Object.keys(PHOTO_UPLOAD_TYPES).join('|')});base64,`)

/** PATCH /api/me/professional/profile: every field optional (docs/product.md#7-the-professional-dashboard). */
export const ProfileUpdate = v.strictObject({
  title: v.optional(v.picklist(TITLES, messages.titleRequired)),
  fullName: v.optional(v.pipe(v.string(), singleLine, v.trim(), v.minLength(1), v.maxLength(100))),
  bio: v.optional(clearableText(2000, 'multi')),
  specialties: v.optional(tagList(20, 60)),
  languages: v.optional(tagList(20, 40)),
  location: v.optional(clearableText(100)),
  sessionPrice: v.optional(clearableText(60)),
  profileImageUrl: v.optional(v.nullable(v.pipe(v.string(), v.regex(IMAGE_DATA_URL_PREFIX, messages.imageInvalid)))),
  /** What an accept tells the client when the professional types nothing: a video link, a number, an address. */
  defaultJoinInstructions: v.optional(clearableText(500, 'multi')),
  /** When the professional usually answers a message, e.g. "within 1 working day" (the thread shows it). */
  usualReplyTime: v.optional(clearableText(60)),
})
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdate>

/** The professional's own profile (GET /api/me/professional, the profile PATCH): the public one plus private settings. */
export const OwnProfessional = v.strictObject({
  ...Professional.entries,
  defaultJoinInstructions: v.nullable(v.string()),
  usualReplyTime: v.nullable(v.string()),
})
export type OwnProfessional = v.InferOutput<typeof OwnProfessional>
