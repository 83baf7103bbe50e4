import { conflict, tooLarge, badRequest, type ApiError } from './errors'
import { format, messages } from './messages'
import type { ImageType } from './photos'
import type { BookingStatus, Timezone } from './schemas/bookings'
import { IMAGE_DATA_URL_PREFIX, IMAGE_MAX_BYTES } from './schemas/professionals'

/**
 * The only status changes a professional may make (docs/product.md#6-bookings): accept, decline,
 * complete (from the start on), cancel a confirmed session. The person who booked may only cancel
 * (CLIENT_TRANSITIONS).
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'declined'],
  confirmed: ['completed', 'cancelled'],
  declined: [],
  completed: [],
  cancelled: [],
}

/** The client cancels a pending request at any time, a confirmed session until the notice deadline. */
export const CLIENT_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['cancelled'],
  confirmed: ['cancelled'],
  declined: [],
  completed: [],
  cancelled: [],
}

export function transitionError(from: BookingStatus, to: BookingStatus): ApiError | null {
  return TRANSITIONS[from].includes(to) ? null : conflict(format(messages.illegalTransition, { from, to }))
}

/** Statuses that hold a professional's slot: at most one such booking per date and time. */
export const SLOT_HOLDING_STATUSES = ['confirmed', 'completed'] as const

/** Today's calendar date (YYYY-MM-DD) in a time zone: "today" is the zone's, not the server's. */
export function todayIn(zone: Timezone | string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  )
}

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}

/** Completed sessions count when completed on one of the last 30 calendar days, today included. */
export function analyticsWindowStart(zone: Timezone, now: Date = new Date()): string {
  return addDays(todayIn(zone, now), -29)
}

/** X-Total-Count of the directory is exact up to this many matches; beyond, it says `1000+`. */
export const DIRECTORY_TOTAL_CAP = 1000

/** The directory's X-Total-Count for a count of matches taken up to DIRECTORY_TOTAL_CAP + 1. */
export function directoryTotalHeader(count: number): string {
  return count > DIRECTORY_TOTAL_CAP ? `${DIRECTORY_TOTAL_CAP}+` : String(count)
}

export type { ImageType }

const SIGNATURES: Record<ImageType, (bytes: Uint8Array) => boolean> = {
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
  webp: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to))
}

/** The declared type and the base64 bytes of an image data URL, or null when it is not one. */
export function splitImageDataUrl(dataUrl: string): { type: ImageType; base64: string } | null {
  const match = IMAGE_DATA_URL_PREFIX.exec(dataUrl)
  return match ? { type: match[1] as ImageType, base64: dataUrl.slice(match[0].length) } : null
}

/**
 * A profile photo must be a base64 data URL of at most 2 MiB whose bytes are the declared image
 * type. Returns the error to answer, or null when the image is acceptable. Browser-safe (atob).
 */
export function imageDataUrlError(dataUrl: string): ApiError | null {
  const invalid = badRequest(messages.imageInvalid, { profileImageUrl: messages.imageInvalid })
  const image = splitImageDataUrl(dataUrl)
  if (!image) return invalid
  const { type, base64 } = image
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0 || base64.length === 0) return invalid
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  if ((base64.length / 4) * 3 - padding > IMAGE_MAX_BYTES) {
    return tooLarge(messages.imageTooLarge, { profileImageUrl: messages.imageTooLarge })
  }
  const head = Uint8Array.from(atob(base64.slice(0, 16)), (char) => char.charCodeAt(0))
  return SIGNATURES[type](head) ? null : invalid
}
