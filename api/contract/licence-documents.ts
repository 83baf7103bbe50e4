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
