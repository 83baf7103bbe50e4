import { checkLicenceBytes, readLicenceDataUrl, type LicenceDocumentType } from '../api/contract/licence-documents'
import { store } from './store'

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
