import { PHOTO_UPLOAD_MIME_TYPES } from '../../../../api/contract/photos'
import { IMAGE_MAX_BYTES } from '../../../../api/contract/schemas/professionals'
import { readAsDataUrl } from '../read-as-data-url'

/**
 * Longest side of a still photo sent (issue 16: 1,600 px). The server keeps square renditions of
 * at most 256 px today; 1,600 px keeps room for larger ones without another upload, while a
 * 12-megapixel phone photo of several megabytes goes as a few hundred kilobytes.
 */
export const PHOTO_MAX_SIDE = 1600
/** A photo already this small (and not larger than PHOTO_MAX_SIDE) is sent as it is. */
const SEND_AS_IS_BYTES = 150 * 1024
/** The types the server accepts in a data URL. */
const SENDABLE_TYPES = new Set(PHOTO_UPLOAD_MIME_TYPES)
/** Never redrawn: a GIF may be animated, and a canvas keeps only its first frame. */
const SENT_AS_IT_IS = 'image/gif'
const QUALITY = 0.85

export type PhotoProblem = 'tooLarge' | 'notAnImage'

/**
 * What the photo picker sends (docs/product.md#7-the-professional-dashboard), as a data URL, or why
 * nothing can be sent. A still photo is first shrunk on the device to PHOTO_MAX_SIDE (WebP, else
 * JPEG where the browser cannot encode WebP), so a 12-megapixel phone photo goes as a few hundred
 * kilobytes; a GIF, a photo already small, or one the browser cannot decode goes as it is when the
 * server accepts its type. The spec's 2 MB limit then applies to what would be sent.
 */
export async function preparePhoto(file: File): Promise<{ dataUrl: string } | { problem: PhotoProblem }> {
  if (!file.type.startsWith('image/')) return { problem: 'notAnImage' }
  const shrunk = file.type === SENT_AS_IT_IS ? null : await shrink(file).catch(() => null)
  if (!shrunk && !SENDABLE_TYPES.has(file.type)) return { problem: 'notAnImage' }
  const sent = shrunk ?? file
  if (sent.size > IMAGE_MAX_BYTES) return { problem: 'tooLarge' }
  return { dataUrl: await readAsDataUrl(sent) }
}

/** The photo redrawn at most PHOTO_MAX_SIDE on its longest side, or null when the file itself is as good. */
async function shrink(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file)
  try {
    const { width, height } = bitmap
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
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)

    const encoded = (await encode(canvas, 'image/webp')) ?? (await encode(canvas, 'image/jpeg'))
    return !encoded || (sendable && encoded.size >= file.size) ? null : encoded
  } finally {
    bitmap.close()
  }
}

/** The canvas as `type`, or null where the browser cannot encode it (it gives a PNG instead). */
function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob?.type === type ? blob : null), type, QUALITY))
}
