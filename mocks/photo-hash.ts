/**
 * The mocks' photo version: 16 hex digits from the uploaded data URL, so a changed photo gets a
 * new URL (api/contract/photos.ts; the server hashes its renditions with SHA-256). Synchronous; two 32-bit FNV-1a lanes with different seeds, mixed at the end. Not cryptographic.
 */
export function photoHash(text: string): string {
  let low = 0x811c9dc5
  let high = 0x01000193 ^ text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    low = Math.imul(low ^ code, 0x01000193)
    high = Math.imul(high ^ code, 0x5bd1e995)
  }
  low = Math.imul(low ^ (high >>> 15), 0x85ebca6b)
  high = Math.imul(high ^ (low >>> 13), 0xc2b2ae35)
  return hex(low) + hex(high)
}

const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0')
