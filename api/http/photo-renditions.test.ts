import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../contract/errors'
import { messages } from '../contract/messages'
import { PHOTO_WIDTHS } from '../contract/photos'
import {
  detailedPngDataUrl,
  gifDataUrl,
  hugePngDataUrl,
  jpegBytes,
  jpegWithGpsDataUrl,
  pngDataUrl,
} from '../contract-suite/images'
import { makeRenditions } from './photo-renditions'

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')

async function refusal(work: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('photo renditions', () => {
  it.each([
    ['a JPEG declared as PNG', () => makeRenditions(Buffer.from(jpegBytes), 'png')],
    ['a PNG declared as JPEG', () => makeRenditions(bytesOf(pngDataUrl()), 'jpeg')],
    ['a GIF declared as WebP', () => makeRenditions(bytesOf(gifDataUrl), 'webp')],
    ['a JPEG cut off halfway', () => makeRenditions(Buffer.from(jpegBytes.subarray(0, 200)), 'jpeg')],
  ])('refuses %s with the spec message (400)', async (_, work) => {
    const error = await refusal(work())
    expect(error.status).toBe(400)
    expect(error.body).toEqual({
      message: messages.imageInvalid,
      fieldErrors: { profileImageUrl: messages.imageInvalid },
    })
  })

  it('turns a phone photo upright by its EXIF orientation, then keeps no EXIF, GPS or other metadata', async () => {
    const input = bytesOf(jpegWithGpsDataUrl)
    const before = await sharp(input).metadata()
    expect(before).toMatchObject({ orientation: 6, width: 16, height: 8 })
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true) // the GPS IFD's tag

    const { renditions } = await makeRenditions(input, 'jpeg')
    for (const { bytes } of renditions) {
      const after = await sharp(bytes).metadata()
      expect(after).toMatchObject({ format: 'webp', width: 8, height: 8 })
      expect([after.exif, after.xmp, after.icc, after.iptc, after.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ])
    }
    // Stored left red, right blue; turned 90° clockwise that is red above blue.
    const { data } = await sharp(renditions[0]!.bytes).raw().toBuffer({ resolveWithObject: true })
    const [top, bottom] = [data.subarray(3 * 8 + 3 * 3, 3 * 8 + 3 * 4), data.subarray(3 * 8 * 6 + 9, 3 * 8 * 6 + 12)]
    expect(top[0]).toBeGreaterThan(200)
    expect(top[2]).toBeLessThan(60)
    expect(bottom[0]).toBeLessThan(60)
    expect(bottom[2]).toBeGreaterThan(200)
  })

  it('names a photo by its content: the same photo gets the same hash, another photo another', async () => {
    const [first, again, other] = await Promise.all([
      makeRenditions(bytesOf(pngDataUrl(undefined, [10, 20, 30])), 'png'),
      makeRenditions(bytesOf(pngDataUrl(500, [10, 20, 30])), 'png'),
      makeRenditions(bytesOf(pngDataUrl(undefined, [30, 20, 10])), 'png'),
    ])
    expect(first.hash).toMatch(/^[0-9a-f]{16}$/)
    expect(again.hash).toBe(first.hash)
    expect(other.hash).not.toBe(first.hash)
    expect(first.renditions.map((rendition) => rendition.width)).toEqual([...PHOTO_WIDTHS])
  })

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = bytesOf(hugePngDataUrl(20_000, 20_000))
    expect(bomb.length).toBeLessThan(64 * 1024)
    const started = performance.now()
    expect((await refusal(makeRenditions(bomb, 'png'))).status).toBe(400)
    // Decoding 400 million pixels would take seconds and gigabytes; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('makes small renditions of a detailed 2 MiB photo', async () => {
    const { renditions } = await makeRenditions(bytesOf(detailedPngDataUrl()), 'png')
    const sizes = Object.fromEntries(renditions.map(({ width, bytes }) => [width, bytes.length]))
    expect(sizes[128]).toBeLessThanOrEqual(15 * 1024)
    expect(sizes[256]).toBeLessThanOrEqual(40 * 1024)
  })
})
