import type { Role } from '../api/contract/schemas/auth'
import { notFound } from '../api/contract/errors'
import {
  checkLicenceBytes,
  licenceDownloadHeaders,
  readLicenceDataUrl,
  type LicenceDocumentType,
} from '../api/contract/licence-documents'
import { messages } from '../api/contract/messages'
import { recordMockAudit } from './audit'
import { store } from './store'
import { licenceDocumentOf } from './verifications'

/** A licence as the mocks keep it: its type and bytes as sent. */
export type MockLicence = { contentType: LicenceDocumentType; bytes: number; base64: string }

/** A licence sent as a data URL: the browser cannot decode images, so its bytes are checked by size and signature only. */
export async function readMockLicence(dataUrl: string): Promise<MockLicence> {
  const { type, base64 } = readLicenceDataUrl(dataUrl)
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  checkLicenceBytes(type, bytes)
  return { contentType: type, bytes: bytes.length, base64 }
}

/** Replaces (a licence) or removes (null) a professional's licence. */
export function replaceLicenceDocument(professionalId: number, licence: MockLicence | null, now: Date): void {
  store.licenceDocuments = store.licenceDocuments.filter((row) => row.professionalId !== professionalId)
  if (licence) store.licenceDocuments.push({ professionalId, ...licence, uploadedAt: now.toISOString() })
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
