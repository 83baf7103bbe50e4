/** What a WebP file holds, read from its RIFF chunks: the image's size and any metadata chunks. */
export type WebpInfo = { chunks: string[]; width: number; height: number }

export function readWebp(bytes: Uint8Array): WebpInfo | null {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length < 30 || text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP') return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const chunks: string[] = []
  let size: { width: number; height: number } | null = null
  for (let at = 12; at + 8 <= bytes.length;) {
    const type = text(at, at + 4)
    const length = view.getUint32(at + 4, true)
    const data = at + 8
    chunks.push(type)
    if (type === 'VP8X') size = { width: uint24(view, data + 4) + 1, height: uint24(view, data + 7) + 1 }
    if (type === 'VP8 ' && !size) {
      size = { width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff }
    }
    if (type === 'VP8L' && !size) {
      const bits = view.getUint32(data + 1, true)
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    }
    at = data + length + (length % 2)
  }
  return size ? { chunks, ...size } : null
}

function uint24(view: DataView, at: number): number {
  return view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16)
}
