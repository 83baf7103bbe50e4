import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_ID } from '../contract/ids'
import { messages } from '../contract/messages'
import { photoPath } from '../contract/photo-address'
import { CARD_PHOTO_WIDTH, PHOTO_WIDTHS, photoUrl } from '../contract/photos'
import { IMAGE_MAX_BYTES } from '../contract/schemas/professionals'
import { registerProfessional, type ProfessionalAccount } from './accounts'
import { createClient } from './client'
import {
  gifDataUrl,
  jpegAsPngDataUrl,
  jpegDataUrl,
  plainTextDataUrl,
  pngDataUrl,
  textAsPngDataUrl,
  webpDataUrl,
} from './images'
import { fetchMedia } from './media'
import { addressOf, uploadPhoto } from './photo-upload'
import { target } from './target'

describe('profile photo: upload', () => {
  let professional: ProfessionalAccount

  beforeAll(async () => {
    professional = await registerProfessional()
  }, 30_000)

  it('accepts a PNG of exactly 2 MiB and answers a short URL, the same on the profile and in the directory', async () => {
    const url = await uploadPhoto(professional, pngDataUrl(IMAGE_MAX_BYTES))
    expect(url.length).toBeLessThan(80)
    expect((await professional.client.ok('myProfile')).profileImageUrl).toBe(url)
    const listed = await createClient().ok('listProfessionals', { query: { q: professional.username } })
    expect(listed.map((item) => item.profileImageUrl)).toEqual([url])
    expect((await fetchMedia(url)).status).toBe(200)
  })

  it.each([
    ['a JPEG', jpegDataUrl],
    ['a GIF', gifDataUrl],
    ['a WebP', webpDataUrl],
  ])('accepts %s and serves it at every width', async (_, image) => {
    const url = await uploadPhoto(professional, image)
    for (const width of PHOTO_WIDTHS) expect((await fetchMedia(photoUrl(url, width))).status).toBe(200)
  })

  it('refuses a PNG of 2 MiB + 1 byte with 413 and the spec message, keeping the old photo', async () => {
    const before = (await professional.client.ok('myProfile')).profileImageUrl
    const error = await professional.client.fails('updateProfile', 413, {
      body: { profileImageUrl: pngDataUrl(IMAGE_MAX_BYTES + 1) },
    })
    expect(error.message).toBe(messages.imageTooLarge)
    expect(error.fieldErrors?.profileImageUrl).toBe(messages.imageTooLarge)
    expect((await professional.client.ok('myProfile')).profileImageUrl).toBe(before)
  })

  it.each([
    ['text bytes declared as image/png', textAsPngDataUrl],
    ['a real JPEG declared as image/png', jpegAsPngDataUrl],
    ['a data:text/plain URL', plainTextDataUrl],
    ['an http URL', 'https://example.org/me.png'],
    ['a photo URL of this API', photoPath(1, '0123456789abcdef')],
    ['a data URL without base64', 'data:image/png,notbase64'],
  ])('refuses %s with 400, keeping the old photo', async (_, url) => {
    const before = (await professional.client.ok('myProfile')).profileImageUrl
    const error = await professional.client.fails('updateProfile', 400, { body: { profileImageUrl: url } })
    expect(error.message).toBe(messages.imageInvalid)
    expect(error.fieldErrors?.profileImageUrl).toBe(messages.imageInvalid)
    expect((await professional.client.ok('myProfile')).profileImageUrl).toBe(before)
  })

  it('gives a changed photo a new URL; the old one answers 404 at every width', async () => {
    const first = await uploadPhoto(professional, pngDataUrl(undefined, [200, 40, 40]))
    const second = await uploadPhoto(professional, pngDataUrl(undefined, [40, 40, 200]))
    expect(addressOf(second).hash).not.toBe(addressOf(first).hash)
    for (const width of PHOTO_WIDTHS) {
      expect((await fetchMedia(photoUrl(first, width))).status).toBe(404)
      expect((await fetchMedia(photoUrl(second, width))).status).toBe(200)
    }
  })

  it('keeps the photo URL when other fields change', async () => {
    const url = await uploadPhoto(professional, pngDataUrl(undefined, [90, 90, 90]))
    const updated = await professional.client.ok('updateProfile', { body: { bio: 'Still the same photo' } })
    expect(updated.profileImageUrl).toBe(url)
  })

  it('removes the photo when sent null: the profile shows none and its URLs answer 404', async () => {
    const url = await uploadPhoto(professional, pngDataUrl(300))
    const cleared = await professional.client.ok('updateProfile', { body: { profileImageUrl: null } })
    expect(cleared.profileImageUrl).toBeNull()
    expect((await professional.client.ok('myProfile')).profileImageUrl).toBeNull()
    for (const width of PHOTO_WIDTHS) expect((await fetchMedia(photoUrl(url, width))).status).toBe(404)
  })
})

describe('profile photo: the /media answers', () => {
  let professional: ProfessionalAccount
  let url: string

  beforeAll(async () => {
    professional = await registerProfessional()
    url = await uploadPhoto(professional, pngDataUrl(2000))
  }, 30_000)

  it('answers each width with an image cached for a year, a strong ETag and no cookie', async () => {
    const etags = new Set<string>()
    for (const width of PHOTO_WIDTHS) {
      const reply = await fetchMedia(photoUrl(url, width))
      expect(reply.status).toBe(200)
      expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      // Mocks serve the bytes as uploaded (a PNG here): they cannot make WebP renditions.
      expect(reply.headers.get('content-type')).toBe(target().capabilities.processesPhotos ? 'image/webp' : 'image/png')
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
      expect(reply.headers.get('set-cookie')).toBeNull()
      expect(reply.headers.get('etag')).toMatch(/^"[^"]+"$/)
      expect(Number(reply.headers.get('content-length'))).toBe(reply.bytes.length)
      expect(reply.bytes.length).toBeGreaterThan(0)
      etags.add(reply.headers.get('etag')!)
    }
    expect(etags.size).toBe(PHOTO_WIDTHS.length)
  })

  it('answers 304 without a body to a matching If-None-Match, and 200 to another', async () => {
    const etag = (await fetchMedia(url)).headers.get('etag')!
    // As a browser revalidates its copy (fetch would add Cache-Control: no-cache, asking for it all).
    const revalidate = (tag: string) => ({ headers: { 'If-None-Match': tag, 'Cache-Control': 'max-age=0' } })
    const fresh = await fetchMedia(url, revalidate(etag))
    expect(fresh.status).toBe(304)
    expect(fresh.bytes.length).toBe(0)
    expect(fresh.headers.get('etag')).toBe(etag)
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetchMedia(url, revalidate('"another"'))).status).toBe(200)
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await fetchMedia(url)
    const head = await fetchMedia(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.bytes.length).toBe(0)
    for (const name of ['content-type', 'content-length', 'etag', 'cache-control']) {
      expect(head.headers.get(name)).toBe(got.headers.get(name))
    }
  })

  it.each([
    ['a wrong hash', () => photoPath(addressOf(url).professionalId, 'ffffffffffffffff')],
    ['another professional', () => photoPath(addressOf(url).professionalId + 100_000, addressOf(url).hash)],
    ['a width that is not kept', () => url.replace(`-${CARD_PHOTO_WIDTH}.webp`, '-100.webp')],
    ['another extension', () => url.replace('.webp', '.png')],
    ['a hash in capitals', () => url.replace(addressOf(url).hash, addressOf(url).hash.toUpperCase())],
    ['a name without a width', () => url.replace(`-${CARD_PHOTO_WIDTH}.webp`, '.webp')],
    ['a path below it', () => `${url}/x`],
    ['a zero id', () => url.replace(`/${addressOf(url).professionalId}-`, '/0-')],
    ['an id above the largest stored one', () => photoPath(MAX_ID + 1, addressOf(url).hash)],
    ['the folder', () => '/media/professionals/'],
    ['another folder', () => '/media/other.webp'],
  ])('answers 404 to GET and HEAD of %s', async (_, path) => {
    for (const method of ['GET', 'HEAD']) {
      const reply = await fetchMedia(path(), { method })
      expect(reply.status, `${method} ${path()}`).toBe(404)
      expect(reply.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('answers 404 to a method other than GET and HEAD', async () => {
    expect((await fetchMedia(url, { method: 'DELETE' })).status).toBe(404)
  })
})
