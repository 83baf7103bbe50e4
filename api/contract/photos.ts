/**
 * Where profile photos live: small square WebP renditions at a few widths, each under a short
 * same-origin URL that changes with the photo:
 *
 *   /media/professionals/{professionalId}-{hash}-{width}.webp
 *
 * `profileImageUrl` in the API's answers names the card-size rendition; photoUrl and photoSrcSet
 * give the others, so the app asks for the size it shows. Browser-safe, no dependencies.
 */

/** The widths kept of every photo: the card shows it at 56 CSS px, the dashboard at 96-128. */
export const PHOTO_WIDTHS = [64, 128, 256] as const
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number]

/** The width `profileImageUrl` names: the directory card's 56 px at twice the pixel density. */
export const CARD_PHOTO_WIDTH: PhotoWidth = 128

/** A photo's version: 16 lowercase hex digits of a hash of its renditions. */
export const PHOTO_HASH = /^[0-9a-f]{16}$/

export const PHOTO_PATH_PREFIX = '/media/professionals/'

const PHOTO_PATH = /^\/media\/professionals\/([1-9]\d{0,9})-([0-9a-f]{16})-(\d{2,3})\.webp$/

export type PhotoAddress = { professionalId: number; hash: string; width: PhotoWidth }

export function isPhotoWidth(width: number): width is PhotoWidth {
  return (PHOTO_WIDTHS as readonly number[]).includes(width)
}

export function photoPath(professionalId: number, hash: string, width: PhotoWidth = CARD_PHOTO_WIDTH): string {
  return `${PHOTO_PATH_PREFIX}${professionalId}-${hash}-${width}.webp`
}

/** The rendition a path names, or null for anything else (an unknown width, a malformed name). */
export function parsePhotoPath(path: string): PhotoAddress | null {
  const match = PHOTO_PATH.exec(path)
  if (!match) return null
  const [, id, hash, width] = match
  const professionalId = Number(id)
  const size = Number(width)
  if (!Number.isSafeInteger(professionalId) || !isPhotoWidth(size)) return null
  return { professionalId, hash: hash!, width: size }
}

/** The same photo at another width; any other URL (an old data URL kept offline) as it is. */
export function photoUrl(profileImageUrl: string, width: PhotoWidth): string {
  const address = parsePhotoPath(profileImageUrl)
  return address ? photoPath(address.professionalId, address.hash, width) : profileImageUrl
}

/**
 * The `srcset` of a photo URL at the given widths (`… 64w, … 128w`), or undefined for any other
 * URL. A view lists only the widths it can use, so a small view never downloads a large rendition.
 */
export function photoSrcSet(profileImageUrl: string, widths: readonly PhotoWidth[] = PHOTO_WIDTHS): string | undefined {
  if (!parsePhotoPath(profileImageUrl)) return undefined
  return widths.map((width) => `${photoUrl(profileImageUrl, width)} ${width}w`).join(', ')
}
