import type { Role } from '../api/contract/schemas/auth'
import { notFound } from '../api/contract/errors'
import { checkLicenceBytes, licenceDownloadHeaders, readLicenceDataUrl } from '../api/contract/licence-documents'
import { messages } from '../api/contract/messages'
import { recordMockAudit } from './audit'
import { store } from './store'
import { licenceDocumentOf } from './verifications'

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

/** A licence downloaded by its owner or an admin (404 without one), recorded in the audit trail. */
export function licenceDownload(reader: { id: number; role: Role }, professional: { id: number; userId: number }) {
  const document = licenceDocumentOf(professional.id)
  if (!document) throw notFound(messages.licenceDocumentNotFound)
  recordMockAudit({
    action: 'licenceDocumentRead',
    actor: { id: reader.id, role: reader.role },
    subjectId: professional.userId,
    target: { type: 'professional', id: professional.id },
  })
  const body = Uint8Array.from(atob(document.base64), (char) => char.charCodeAt(0))
  return { body, headers: licenceDownloadHeaders(document.contentType) }
}
