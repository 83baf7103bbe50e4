import { splitImageDataUrl } from '../api/contract/image-data-url'
import { photoHash } from './photo-hash'
import { store, type PhotoRow, type ProfessionalRow } from './store'

/** A professional's photo becomes this data URL (one imageDataUrlError accepted), or none. */
export function replacePhoto(professional: ProfessionalRow, dataUrl: string | null): void {
  store.photos = store.photos.filter((photo) => photo.professionalId !== professional.id)
  professional.photoHash = null
  if (dataUrl === null) return
  const { type, base64 } = splitImageDataUrl(dataUrl)!
  const hash = photoHash(dataUrl)
  store.photos.push({ professionalId: professional.id, hash, contentType: `image/${type}`, base64 })
  professional.photoHash = hash
}

export function findPhoto(professionalId: number, hash: string): PhotoRow | undefined {
  return store.photos.find((photo) => photo.professionalId === professionalId && photo.hash === hash)
}
