import type { WorkQueue } from './work-queue'
import { imageDataUrlError, splitImageDataUrl } from '../contract/image-data-url'
import { makeRenditions, type ProcessedPhoto } from './photo-renditions'

/**
 * A profile photo as sent (a data URL): the contract's checks first (413 or 400, cheap), then the
 * decoding (400) in the queue when one is given (503 when it is full).
 */
export async function photoFromDataUrl(dataUrl: string, queue?: WorkQueue): Promise<ProcessedPhoto> {
  const error = imageDataUrlError(dataUrl)
  if (error) throw error
  const { type, base64 } = splitImageDataUrl(dataUrl)!
  const work = () => makeRenditions(Buffer.from(base64, 'base64'), type)
  return queue ? queue.run(work) : work()
}
