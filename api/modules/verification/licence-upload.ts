import sharp from 'sharp'
import { badRequest } from '../../contract/errors'
import { checkLicenceBytes, readLicenceDataUrl, type LicenceDocumentType } from '../../contract/licence-documents'
import { messages } from '../../contract/messages'
import type { WorkQueue } from '../../http/work-queue'

/** A scanned licence may come from a large camera; sharp refuses more pixels than this from the header alone. */
const LICENCE_MAX_PIXELS = 100_000_000
const DECODE_SECONDS = 10

export type LicenceUpload = { type: LicenceDocumentType; bytes: Buffer }

const invalid = () => badRequest(messages.licenceDocumentInvalid, { document: messages.licenceDocumentInvalid })

/** The whole image is decoded (to a thumbnail nobody keeps): a truncated or disguised file fails. */
async function decodes(bytes: Buffer, type: LicenceDocumentType): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: LICENCE_MAX_PIXELS })
    const { format } = await image.metadata()
    if (`image/${format}` !== type) return false
    await image.timeout({ seconds: DECODE_SECONDS }).resize(64, 64, { fit: 'inside' }).raw().toBuffer()
    return true
  } catch {
    return false
  }
}

/**
 * A licence as sent (a data URL): the contract's checks on size and bytes (400), then an image's
 * decoding in the photo queue (503 when it is full).
 */
export async function licenceFromDataUrl(dataUrl: string, queue: WorkQueue): Promise<LicenceUpload> {
  const { type, base64 } = readLicenceDataUrl(dataUrl)
  const bytes = Buffer.from(base64, 'base64')
  checkLicenceBytes(type, bytes)
  if (type !== 'application/pdf' && !(await queue.run(() => decodes(bytes, type)))) throw invalid()
  return { type, bytes }
}
