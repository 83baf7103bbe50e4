import { PHOTO_UPLOAD_MIME_TYPES } from '../../../../api/contract/photos'
import { IMAGE_MAX_BYTES } from '../../../../api/contract/schemas/professionals'
import { readAsDataUrl } from '../read-as-data-url'

/** Longest side of the photo sent (it is shown at most 128 px wide, twice that on dense screens). */
export const PHOTO_MAX_SIDE = 512
/** A photo already this small (and not larger than PHOTO_MAX_SIDE) is sent as it is. */
const SEND_AS_IS_BYTES = 150 * 1024
/** The types the server accepts in a data URL. */
const SENDABLE_TYPES = new Set(PHOTO_UPLOAD_MIME_TYPES)
const QUALITY = 0.85

export type PhotoProblem = 'tooLarge' | 'notAnImage'

/** docs/product.md#7-the-professional-dashboard: the 2MB limit applies to the file chosen, checked before any upload. */
export function photoProblem(file: File): PhotoProblem | null {
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge'
  if (!file.type.startsWith('image/')) return 'notAnImage'
  return null
}

/**
 * The photo as a data URL, downscaled on the device to PHOTO_MAX_SIDE (WebP, else JPEG where the
 * browser cannot encode WebP) so phones on costly data send tens of kilobytes, not megabytes.
 * A photo that is already small, or that the browser cannot decode, is sent as it is when the
 * server accepts its type; otherwise this throws.
 */
export async function preparePhoto(file: File): Promise<string> {
  const scaled = await downscale(file).catch(() => null)
  if (scaled) return scaled
  if (!SENDABLE_TYPES.has(file.type)) throw new Error(`Cannot send an image of type ${file.type}`)
  return readAsDataUrl(file)
}

async function downscale(file: File): Promise<string | null> {
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    return draw(image, file)
  } finally {
    URL.revokeObjectURL(url)
  }
}

function draw(image: HTMLImageElement, file: File): string | null {
  const width = image.naturalWidth
  const height = image.naturalHeight
  if (!width || !height) return null
  const sendable = SENDABLE_TYPES.has(file.type)
  if (Math.max(width, height) <= PHOTO_MAX_SIDE && file.size <= SEND_AS_IS_BYTES && sendable) return null

  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d')
  if (!context) return null
  // JPEG has no transparency: a transparent PNG gets white behind it rather than black.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, 0, 0, canvas.width, canvas.height)

  const webp = canvas.toDataURL('image/webp', QUALITY)
  const encoded = webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', QUALITY)
  const encodedBytes = ((encoded.length - encoded.indexOf(',') - 1) * 3) / 4
  return sendable && encodedBytes >= file.size ? null : encoded
}
