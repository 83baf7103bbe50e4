import { badRequest } from './errors'
import { messages } from './messages'

/**
 * Licence documents: a PDF, JPEG or PNG of at most 5 MB, sent as a data URL and checked by its
 * content (the bytes must start as the declared type and, for images, decode), never by its name.
 */
export const LICENCE_DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const
export type LicenceDocumentType = keyof typeof LICENCE_DOCUMENT_TYPES
export const LICENCE_DOCUMENT_MIME_TYPES = Object.keys(LICENCE_DOCUMENT_TYPES) as LicenceDocumentType[]

export const LICENCE_MAX_BYTES = 5 * 1024 * 1024
/** A 5 MB file in base64 plus the rest of the JSON. */
export const VERIFICATION_BODY_LIMIT = Math.ceil((LICENCE_MAX_BYTES * 4) / 3) + 64 * 1024

export const LICENCE_DATA_URL = /^data:(application\/pdf|image\/jpeg|image\/png);base64,/

const SIGNATURES: Record<LicenceDocumentType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
}

/** Whether the bytes begin with the declared type's signature (images are also decoded by the server). */
export function hasDocumentSignature(type: LicenceDocumentType, bytes: Uint8Array): boolean {
  return SIGNATURES[type].every((byte, index) => bytes[index] === byte)
}

/** The file name a download of the document is given. */
export const licenceFileName = (type: LicenceDocumentType): string => `licence.${LICENCE_DOCUMENT_TYPES[type]}`

const invalid = () => badRequest(messages.licenceDocumentInvalid, { document: messages.licenceDocumentInvalid })

/** A data URL's declared type and base64 text, refused (400) when the base64 is broken or the file is over 5 MB. */
export function readLicenceDataUrl(dataUrl: string): { type: LicenceDocumentType; base64: string } {
  const match = LICENCE_DATA_URL.exec(dataUrl)
  if (!match) throw invalid()
  const base64 = dataUrl.slice(match[0].length)
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw invalid()
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  if ((base64.length / 4) * 3 - padding > LICENCE_MAX_BYTES) {
    throw badRequest(messages.licenceDocumentTooLarge, { document: messages.licenceDocumentTooLarge })
  }
  return { type: match[1] as LicenceDocumentType, base64 }
}

/** Where a PDF's end-of-file marker must be: a reader looks for it in the last kilobyte. */
const PDF_TAIL_BYTES = 1024
const PDF_END = [0x25, 0x25, 0x45, 0x4f, 0x46] // %%EOF

function endsLikePdf(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - PDF_TAIL_BYTES)
  for (let start = bytes.length - PDF_END.length; start >= from; start--) {
    if (PDF_END.every((byte, index) => bytes[start + index] === byte)) return true
  }
  return false
}

/**
 * Refuses (400) bytes that are not what their declared type says: the type's signature, and for a
 * PDF its end-of-file marker. Images are also decoded by the server, which the mocks cannot do.
 */
export function checkLicenceBytes(type: LicenceDocumentType, bytes: Uint8Array): void {
  if (!hasDocumentSignature(type, bytes)) throw invalid()
  if (type === 'application/pdf' && !endsLikePdf(bytes)) throw invalid()
}

/** The headers of every licence download: always a file to save, never a page to open or a copy to keep. */
export const licenceDownloadHeaders = (type: LicenceDocumentType): Record<string, string> => ({
  'Content-Disposition': `attachment; filename="${licenceFileName(type)}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
})
