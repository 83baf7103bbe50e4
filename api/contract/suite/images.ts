/** Profile photos as data URLs: a real PNG header padded to an exact size. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function pngDataUrl(byteLength: number): string {
  const bytes = new Uint8Array(byteLength)
  const header = [...PNG_SIGNATURE, ...ihdrChunk(1, 1)]
  bytes.set(header.slice(0, byteLength))
  return `data:image/png;base64,${toBase64(bytes)}`
}

/** Text bytes that claim to be a PNG. */
export const textAsPngDataUrl = `data:image/png;base64,${btoa('This is a text file, not an image.')}`
export const plainTextDataUrl = `data:text/plain;base64,${btoa('hello')}`

/** IHDR for a width x height 8-bit RGBA image: length, type, data, CRC. */
function ihdrChunk(width: number, height: number): number[] {
  const data = [...uint32(width), ...uint32(height), 8, 6, 0, 0, 0]
  const typeAndData = [...'IHDR'].map((char) => char.charCodeAt(0)).concat(data)
  return [...uint32(data.length), ...typeAndData, ...uint32(crc32(typeAndData))]
}

function uint32(value: number): number[] {
  return [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]
}

function crc32(bytes: number[]): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function toBase64(bytes: Uint8Array): string {
  // Chunks of a multiple of 3 bytes encode to base64 that concatenates without padding.
  const chunk = 3 * 16_384
  let text = ''
  for (let start = 0; start < bytes.length; start += chunk) {
    text += btoa(String.fromCharCode(...bytes.subarray(start, start + chunk)))
  }
  return text
}
