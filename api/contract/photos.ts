/**
 * Where profile photos live: small square WebP renditions at a few widths, each under a short
 * same-origin URL that changes with the photo:
 *
 *   /media/professionals/{professionalId}-{hash}-{width}.webp
 *
 * `profileImageUrl` in the API's answers names the card-size rendition; photoUrl and photoSrcSet
 * give the others, so the app asks for the size it shows. This module is what the app needs and
 * loads with the landing page, so it stays tiny; photo-address.ts writes and reads the URLs for
 * the server and the mocks. Browser-safe, no dependencies.
 */

/**
 * The image types a profile photo may be sent in, with the names people know them by. The server's
 * rule (rules.ts), the photo picker's filter and the hint beside it all read this list.
 */
export const PHOTO_UPLOAD_TYPES = { jpeg: 'JPG', png: 'PNG', gif: 'GIF', webp: 'WebP' } as const
export type ImageType = keyof typeof PHOTO_UPLOAD_TYPES

/** The MIME types of PHOTO_UPLOAD_TYPES, as a file input's `accept` lists them. */
export const PHOTO_UPLOAD_MIME_TYPES = Object.keys(PHOTO_UPLOAD_TYPES).map((type) => `image/${type}`)

/** The widths kept of every photo: the card shows it at 56 CSS px, the dashboard at 96-128. */
export const PHOTO_WIDTHS = [64, 128, 256] as const
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number]

/** The width `profileImageUrl` names: the directory card's 56 px at twice the pixel density. */
export const CARD_PHOTO_WIDTH: PhotoWidth = 128

export const PHOTO_PATH_PREFIX = '/media/professionals/'

/** The same photo at another width; any other URL (an old data URL kept offline) as it is. */
export function photoUrl(profileImageUrl: string, width: PhotoWidth): string {
  if (!profileImageUrl.startsWith(PHOTO_PATH_PREFIX)) return profileImageUrl
  return profileImageUrl.replace(/\d+\.webp$/, `${width}.webp`)
}

/**
 * The `srcset` of a photo URL at the widths a view can use (`… 64w, … 128w`), or undefined for any
 * other URL: a small view lists only small widths, so it never downloads a large rendition.
 */
export function photoSrcSet(profileImageUrl: string, widths: readonly PhotoWidth[]): string | undefined {
  // The URL without its width: `/media/professionals/7-0123456789abcdef-`.
  const stem = profileImageUrl.startsWith(PHOTO_PATH_PREFIX) && profileImageUrl.replace(/\d+\.webp$/, '')
  return stem ? widths.map((width) => `${stem}${width}.webp ${width}w`).join(', ') : undefined
}
