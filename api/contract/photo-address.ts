import { isStoredId } from './ids'
import { CARD_PHOTO_WIDTH, PHOTO_PATH_PREFIX, PHOTO_WIDTHS, type PhotoWidth } from './photos'

/** The parts of a photo URL (photos.ts): whose photo, which version (16 hex digits), which width. */
export type PhotoAddress = { professionalId: number; hash: string; width: PhotoWidth }

const PHOTO_PATH = /^\/media\/professionals\/([1-9]\d{0,9})-([0-9a-f]{16})-(\d{2,3})\.webp$/

function isPhotoWidth(width: number): width is PhotoWidth {
  return (PHOTO_WIDTHS as readonly number[]).includes(width)
}

export function photoPath(professionalId: number, hash: string, width: PhotoWidth = CARD_PHOTO_WIDTH): string {
  return `${PHOTO_PATH_PREFIX}${professionalId}-${hash}-${width}.webp`
}

/** The rendition a path names, or null for anything else (an unknown width, an id no row has, a malformed name). */
export function parsePhotoPath(path: string): PhotoAddress | null {
  const match = PHOTO_PATH.exec(path)
  if (!match) return null
  const [, id, hash, width] = match
  const professionalId = Number(id)
  const size = Number(width)
  if (!isStoredId(professionalId) || !isPhotoWidth(size)) return null
  return { professionalId, hash: hash!, width: size }
}
