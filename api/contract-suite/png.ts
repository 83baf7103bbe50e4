import { crc32, deflateSync } from 'node:zlib'

/**
 * Real PNGs built in code (no sharp), so every target is sent the same bytes: 8-bit RGB, or 1-bit
 * greyscale for a huge image that is tiny when compressed. A tEXt comment pads a file to an exact size.
 */
export type Rgb = readonly [number, number, number]

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function rgbPng(width: number, height: number, pixel: (x: number, y: number) => Rgb, padTo?: number) {
  const stride = 1 + width * 3
  const raw = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(pixel(x, y).map(clampByte), y * stride + 1 + x * 3)
  }
  return png(width, height, { depth: 8, colourType: 2 }, raw, padTo)
}

/** A black 1-bit image of width x height: a few kilobytes that decode to width x height pixels. */
export function hugeBlackPng(width: number, height: number): Uint8Array {
  return png(width, height, { depth: 1, colourType: 0 }, new Uint8Array((1 + Math.ceil(width / 8)) * height))
}

function png(
  width: number,
  height: number,
  format: { depth: number; colourType: number },
  scanlines: Uint8Array,
  padTo?: number,
): Uint8Array {
  const header = chunk('IHDR', [...uint32(width), ...uint32(height), format.depth, format.colourType, 0, 0, 0])
  const data = chunk('IDAT', deflateSync(scanlines))
  const end = chunk('IEND', [])
  const unpadded = SIGNATURE.length + header.length + data.length + end.length
  const parts = [Uint8Array.from(SIGNATURE), header, data]
  if (padTo !== undefined) parts.push(comment(padTo - unpadded))
  parts.push(end)
  return concat(parts)
}

/** A tEXt chunk of exactly `length` bytes, all included. */
function comment(length: number): Uint8Array {
  const keyword = 'Comment\0'
  const overhead = 12 + keyword.length
  if (length < overhead) throw new Error(`Cannot pad a PNG by ${length} bytes`)
  return chunk('tEXt', ascii(keyword + 'x'.repeat(length - overhead)))
}

function chunk(type: string, data: ArrayLike<number>): Uint8Array {
  const bytes = new Uint8Array(12 + data.length)
  bytes.set(uint32(data.length), 0)
  bytes.set(ascii(type), 4)
  bytes.set(data, 8)
  bytes.set(uint32(crc32(bytes.subarray(4, 8 + data.length))), 8 + data.length)
  return bytes
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)))
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const uint32 = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}
