import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { CARD_PHOTO_WIDTH, PHOTO_WIDTHS, photoUrl } from '../contract/photos'
import { registerProfessional, uniqueWord, type ProfessionalAccount } from './accounts'
import { createClient } from './client'
import {
  detailedPngDataUrl,
  hugePngDataUrl,
  jpegWithGpsDataUrl,
  landscapePngDataUrl,
  pngDataUrl,
  pngSignatureThenHtmlDataUrl,
} from './images'
import { fetchMedia } from './media'
import { uploadPhoto } from './photo-upload'
import { target } from './target'
import { readWebp } from './webp'
import { licence, signInAdmin, verifiedBy } from './trust'

const processesPhotos = () => target().capabilities.processesPhotos

describe('profile photo: decoding (where the target decodes photos)', () => {
  let professional: ProfessionalAccount

  beforeAll(async () => {
    professional = await registerProfessional()
  }, 30_000)

  const truncatedPng = landscapePngDataUrl.slice(0, Math.floor(landscapePngDataUrl.length / 8) * 4)

  it.each([
    ['a PNG signature followed by HTML', () => pngSignatureThenHtmlDataUrl],
    ['a PNG cut off halfway', () => truncatedPng],
    ['a small PNG of 20000 x 20000 pixels', () => hugePngDataUrl(20_000, 20_000)],
    ['a small PNG of 8000 x 8000 pixels', () => hugePngDataUrl(8000, 8000)],
  ])('refuses %s with 400, keeping the old photo', async (_, image) => {
    const before = await uploadPhoto(professional, pngDataUrl())
    const reply = await professional.client.call('updateProfile', { body: { profileImageUrl: image(), bio: 'New' } })
    if (!processesPhotos()) return
    expect(reply.status, reply.text).toBe(400)
    expect(reply.json).toEqual({
      message: messages.imageInvalid,
      fieldErrors: { profileImageUrl: messages.imageInvalid },
    })
    const profile = await professional.client.ok('myProfile')
    expect(profile.profileImageUrl).toBe(before)
    expect(profile.bio).not.toBe('New')
  })

  it('makes square WebP renditions, never larger than the photo', async () => {
    const url = await uploadPhoto(professional, landscapePngDataUrl)
    const sizes = []
    for (const width of PHOTO_WIDTHS) sizes.push(readWebp((await fetchMedia(photoUrl(url, width))).bytes))
    if (!processesPhotos()) return
    // 300 x 200: cropped to 200 x 200, so the 256 px rendition is 200 px.
    expect(sizes.map((size) => size && [size.width, size.height])).toEqual([
      [64, 64],
      [128, 128],
      [200, 200],
    ])
  })

  it('keeps no metadata: a phone JPEG with EXIF GPS gives renditions with image data only', async () => {
    const url = await uploadPhoto(professional, jpegWithGpsDataUrl)
    for (const width of PHOTO_WIDTHS) {
      const bytes = (await fetchMedia(photoUrl(url, width))).bytes
      if (!processesPhotos()) continue
      // A WebP keeps EXIF, XMP and colour profiles in chunks of their own; VP8X announces them.
      expect(readWebp(bytes)?.chunks).toEqual(['VP8 '])
      expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/Exif|GPS/)
    }
  })
})

describe('profile photo: the budget', () => {
  it('answers a directory page of 12 verified professionals with photos and 300-character bios in at most 20 KB of JSON', async () => {
    const specialty = uniqueWord('budget')
    const admin = await signInAdmin()
    const professionals = await Promise.all(Array.from({ length: 12 }, () => registerProfessional()))
    for (const [index, professional] of professionals.entries()) {
      await professional.client.ok('updateProfile', {
        body: {
          fullName: `Dr. Wanjiku Njeri-Odhiambo ${index}`,
          bio: realisticBio,
          specialties: [specialty, 'Anxiety and Depression', 'Family Therapy'],
          languages: ['English', 'Swahili', 'Kikuyu'],
          location: 'Nairobi, Kenya',
          sessionPrice: '3,500 KSh / session',
          profileImageUrl: pngDataUrl(undefined, [index * 20, 100, 150]),
        },
      })
      // The badge's details count too: the longest regulator name of the list.
      await verifiedBy(
        admin,
        professional,
        licence({ regulator: 'ke-kmpdc', registrationNumber: `KMPDC/A/1234${index}` }),
      )
    }
    const reply = await createClient().call('listProfessionals', { query: { specialty } })
    const page = reply.json as { profileImageUrl: string | null; isVerified: boolean }[]
    expect(page).toHaveLength(12)
    expect(page.every((item) => item.profileImageUrl !== null && item.isVerified)).toBe(true)
    expect(new TextEncoder().encode(reply.text).length).toBeLessThanOrEqual(20 * 1024)
  }, 60_000)

  it('serves the card-size rendition of a detailed 2 MiB photo in at most 15 KB', async () => {
    const professional = await registerProfessional()
    const url = await uploadPhoto(professional, detailedPngDataUrl())
    const card = await fetchMedia(photoUrl(url, CARD_PHOTO_WIDTH))
    expect(card.status).toBe(200)
    if (processesPhotos()) expect(card.bytes.length).toBeLessThanOrEqual(15 * 1024)
  })
})

const realisticBio =
  'Counselling psychologist with twelve years of practice in Nairobi, working with adults and ' +
  'adolescents facing anxiety, depression, grief and family conflict. Sessions in English, ' +
  'Swahili or Kikuyu, in person or online. I use cognitive behavioural therapy and ' +
  'person-centred approaches, and I keep evening slots for working parents.'
