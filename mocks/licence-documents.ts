import { checkLicenceBytes, readLicenceDataUrl } from '../api/contract/licence-documents'
import { store } from './store'

/**
 * Replaces (a data URL) or removes (null) a professional's licence. The browser cannot decode
 * images, so the bytes are checked by size and signature only.
 */
export function replaceLicenceDocument(professionalId: number, dataUrl: string | null, now: Date): void {
  const upload = dataUrl === null ? null : readLicenceDataUrl(dataUrl)
  const bytes = upload && Uint8Array.from(atob(upload.base64), (char) => char.charCodeAt(0))
  if (upload && bytes) checkLicenceBytes(upload.type, bytes)
  store.licenceDocuments = store.licenceDocuments.filter((row) => row.professionalId !== professionalId)
  if (!upload || !bytes) return
  store.licenceDocuments.push({
    professionalId,
    contentType: upload.type,
    bytes: bytes.length,
    base64: upload.base64,
    uploadedAt: now.toISOString(),
  })
}

/** The document's bytes, for a download. */
export function licenceBytes(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}
