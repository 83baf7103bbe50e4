import { badRequest, tooLarge, type ApiError } from './errors'
import { messages } from './messages'
import type { ImageType } from './photos'
import { IMAGE_DATA_URL_PREFIX, IMAGE_MAX_BYTES } from './schemas/professionals'

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
