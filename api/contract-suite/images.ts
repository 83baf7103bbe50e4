import { IMAGE_MAX_BYTES } from '../contract/schemas/professionals'
import { withExif } from './exif'
import { hugeBlackPng, rgbPng, type Rgb } from './png'

/** Profile photos as the app sends them: data URLs of real images, built in code or tiny fixtures. */
export function dataUrl(type: string, bytes: Uint8Array): string {
  // Chunks of a multiple of 3 bytes encode to base64 that concatenates without padding.
  const chunk = 3 * 16_384
  let base64 = ''
  for (let start = 0; start < bytes.length; start += chunk) {
    base64 += btoa(String.fromCharCode(...bytes.subarray(start, start + chunk)))
  }
  return `data:${type};base64,${base64}`
}

const fromBase64 = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

/** A real 16 x 16 PNG of one colour, padded with a comment to exactly `byteLength` when given. */
export function pngDataUrl(byteLength?: number, colour: Rgb = [20, 140, 120]): string {
  return dataUrl(
    'image/png',
    rgbPng(16, 16, () => colour, byteLength),
  )
}

/** A 300 x 200 PNG, wider than tall and smaller than the largest rendition. */
export const landscapePngDataUrl = dataUrl(
  'image/png',
  rgbPng(300, 200, (x, y) => [x % 256, y, 90]),
)

/**
 * A PNG of exactly 2 MiB full of detail at every scale (leaves and grain: value noise in 6 and 24
 * pixel cells, per-pixel noise): as costly to encode as a card photo gets.
 */
export function detailedPngDataUrl(): string {
  const width = 1000
  const height = 690
  const fine = valueNoise(width, height, 6, seeded(7))
  const coarse = valueNoise(width, height, 24, seeded(11))
  const grain = seeded(13)
  const pixel = (x: number, y: number): Rgb => {
    const leaf = 120 * fine(x, y) + 90 * coarse(x, y)
    const speck = (grain() - 0.5) * 40
    return [leaf * 0.6 + speck, leaf + speck, 40 + leaf * 0.3 + y / 8 + speck]
  }
  return dataUrl('image/png', rgbPng(width, height, pixel, IMAGE_MAX_BYTES))
}

/** Random values on a grid of `cell` pixels, bilinearly interpolated: smooth detail of that size. */
function valueNoise(width: number, height: number, cell: number, random: () => number) {
  const columns = Math.ceil(width / cell) + 2
  const grid = Array.from({ length: columns * (Math.ceil(height / cell) + 2) }, random)
  const at = (gx: number, gy: number) => grid[gy * columns + gx]!
  return (x: number, y: number) => {
    const gx = Math.floor(x / cell)
    const gy = Math.floor(y / cell)
    const fx = x / cell - gx
    const fy = y / cell - gy
    const top = at(gx, gy) * (1 - fx) + at(gx + 1, gy) * fx
    const bottom = at(gx, gy + 1) * (1 - fx) + at(gx + 1, gy + 1) * fx
    return top * (1 - fy) + bottom * fy
  }
}

/** A PNG that is a few kilobytes but width x height pixels once decoded (a decompression bomb). */
export function hugePngDataUrl(width: number, height: number): string {
  return dataUrl('image/png', hugeBlackPng(width, height))
}

/** A 16 x 8 baseline JPEG, left half red, right half blue (made once with sharp; no metadata). */
export const jpegBytes = fromBase64(
  '/9j/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAIABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAcI/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAcI/8QAGBEAAgMAAAAAAAAAAAAAAAAAAAhFg8P/2gAMAwEAAhEDEQA/AM6IEBwWWYo2KNYaKuyP/9k=',
)
export const jpegDataUrl = dataUrl('image/jpeg', jpegBytes)
/** The same JPEG as a phone writes it: EXIF orientation 6 (turn 90° clockwise) and GPS. */
export const jpegWithGpsDataUrl = dataUrl('image/jpeg', withExif(jpegBytes, { orientation: 6 }))
/** A real JPEG that says it is a PNG. */
export const jpegAsPngDataUrl = dataUrl('image/png', jpegBytes)
/** 16 x 8 GIF and lossless WebP (made once with sharp). */
export const gifDataUrl = `data:image/gif;base64,R0lGODlhEAAIAIEAAExpcf8AAAAA/wAAACH5BAUAAAAALAAAAAAQAAgAAAITjG+iq4jM3IFLJipswNly/XlYAQA7`
export const webpDataUrl = `data:image/webp;base64,UklGRiYAAABXRUJQVlA4TBkAAAAvD8ABAA8Q87//8x8OxILJ/KU7U4jof+QAAA==`

/** A PNG signature, then an HTML page: it passes a look at the first bytes and decodes as nothing. */
export const pngSignatureThenHtmlDataUrl = dataUrl(
  'image/png',
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...new TextEncoder().encode('<html><script>alert(1)</script></html>'),
  ]),
)
/** Text bytes that claim to be a PNG. */
export const textAsPngDataUrl = `data:image/png;base64,${btoa('This is a text file, not an image.')}`
export const plainTextDataUrl = `data:text/plain;base64,${btoa('hello')}`

/** Mulberry32: the same "random" detail on every run. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
