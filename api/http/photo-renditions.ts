import { createHash } from 'node:crypto'
import sharp, { type SharpOptions } from 'sharp'
import { badRequest } from '../contract/errors'
import { messages } from '../contract/messages'
import { PHOTO_WIDTHS, type PhotoWidth } from '../contract/photos'
import type { ImageType } from '../contract/image-data-url'

// One upload at a time uses one core (the work queue runs one), and nothing decoded stays cached.
sharp.concurrency(1)
sharp.cache(false)

/** Larger photos are refused from their header alone: a 24-megapixel camera's 6000 x 4000 fits. */
export const PHOTO_MAX_PIXELS = 25_000_000
const QUALITY = 75
const PROCESSING_SECONDS = 10

export type Rendition = { width: PhotoWidth; bytes: Buffer }
/** The renditions of one photo, widest last, and the hash that names this version in its URLs. */
export type ProcessedPhoto = { hash: string; renditions: Rendition[] }

const INPUT: SharpOptions = {
  // Truncated or corrupt pixel data is an error; a mere warning (stray bytes) is not.
  failOn: 'error',
  limitInputPixels: PHOTO_MAX_PIXELS,
  // Upright by its EXIF orientation before the metadata goes.
  autoOrient: true,
}

const invalidImage = () => badRequest(messages.imageInvalid, { profileImageUrl: messages.imageInvalid })

/** Whatever sharp cannot read in the upload is the client's bad image, not a server error. */
async function decoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch {
    throw invalidImage()
  }
}

/**
 * Decodes an uploaded photo as its declared type and makes square WebP renditions (centre-cropped,
 * never enlarged) with no metadata at all. Anything that does not decode as the declared type,
 * or not completely, is the spec's 400.
 */
export async function makeRenditions(bytes: Buffer, declared: ImageType): Promise<ProcessedPhoto> {
  const metadata = await decoded(() => sharp(bytes, INPUT).metadata())
  if (metadata.format !== declared) throw invalidImage()
  const side = Math.min(metadata.autoOrient.width, metadata.autoOrient.height, Math.max(...PHOTO_WIDTHS))
  // The whole image is decoded here, once, to the largest square: a broken file fails now.
  const square = await decoded(() =>
    sharp(bytes, INPUT)
      .timeout({ seconds: PROCESSING_SECONDS })
      .resize(side, side, { fit: 'cover' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true }),
  )
  const { width, height, channels, premultiplied } = square.info
  const renditions: Rendition[] = []
  for (const target of PHOTO_WIDTHS) {
    const size = Math.min(target, side)
    const webp = await sharp(square.data, { raw: { width, height, channels, premultiplied } })
      .resize(size, size)
      .webp({ quality: QUALITY, effort: 6 })
      .toBuffer()
    renditions.push({ width: target, bytes: webp })
  }
  return { hash: hashOf(renditions), renditions }
}

function hashOf(renditions: Rendition[]): string {
  const hash = createHash('sha256')
  for (const rendition of renditions) hash.update(rendition.bytes)
  return hash.digest('hex').slice(0, 16)
}
