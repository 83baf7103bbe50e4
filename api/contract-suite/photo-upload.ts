import { expect } from 'vitest'
import { parsePhotoPath, type PhotoAddress } from '../contract/photo-address'
import { CARD_PHOTO_WIDTH } from '../contract/photos'
import type { ProfessionalAccount } from './accounts'

/** Uploads a photo and returns the URL the answer names, checked against the contract's scheme. */
export async function uploadPhoto(professional: ProfessionalAccount, dataUrl: string): Promise<string> {
  const updated = await professional.client.ok('updateProfile', { body: { profileImageUrl: dataUrl } })
  const url = updated.profileImageUrl
  expect(parsePhotoPath(url ?? '')).toMatchObject({
    professionalId: professional.professionalId,
    width: CARD_PHOTO_WIDTH,
  })
  return url!
}

/** The parts of a photo URL the contract's scheme names. */
export const addressOf = (url: string) => parsePhotoPath(url) as PhotoAddress
