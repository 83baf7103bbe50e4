import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { swahili } from '../app/test/read-po'
import { expect, test } from './fixtures'
import { createProfessional } from './offline-helpers'
import type { Locale } from './site-routes'

/**
 * Issue 22: a normal phone photo over 2 MB is shrunk in the browser before the 2 MB check, so it is
 * accepted; a GIF is never redrawn (it may be animated), so one over 2 MB still gets the spec's message.
 */
const text = (locale: Locale, msgid: string) => (locale === 'sw' ? swahili(msgid) : msgid)

/** A 12-megapixel JPEG as a phone takes it, several megabytes (noise does not compress). */
function phonePhoto(): Promise<Buffer> {
  return sharp(randomBytes(4000 * 3000 * 3), { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer()
}

/** An animated GIF of three frames, over 2 MB. */
async function animatedGif(): Promise<Buffer> {
  const side = 1200
  const frame = () => {
    const pixels = randomBytes(side * side * 3).map((byte) => (byte & 3) * 85)
    return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
  }
  const frames = await Promise.all([frame(), frame(), frame()])
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: 200, effort: 1, colours: 64, dither: 0 })
    .toBuffer()
}

for (const locale of ['en', 'sw'] as const) {
  test(`a 12-megapixel phone photo is shrunk and saved; an animated GIF over 2MB is refused (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const [photo, gif] = await Promise.all([phonePhoto(), animatedGif()])
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024)
    expect(gif.length).toBeGreaterThan(2 * 1024 * 1024)
    expect((await sharp(gif).metadata()).pages).toBe(3)

    await page.addInitScript((chosen) => localStorage.setItem('wellness.locale', chosen), locale)
    await createProfessional(page.request)
    await page.goto('/professional/dashboard')
    await page.getByRole('tab', { name: text(locale, 'Profile') }).click()
    const picker = page.getByLabel(text(locale, 'Upload Photo'))
    const shown = page.getByRole('img', { name: text(locale, 'Profile photo') })
    await expect(shown).toHaveCount(0)

    const upload = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/api/me/professional/profile'),
      { timeout: 20_000 },
    )
    await picker.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
    const sent = ((await upload).postDataJSON() as { profileImageUrl: string }).profileImageUrl
    expect(sent).toMatch(/^data:image\/webp;base64,/)
    const bytes = Buffer.from(sent.slice(sent.indexOf(',') + 1), 'base64')
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 })
    await expect(shown).toBeVisible()

    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH') uploads.push(request.url())
    })
    await picker.setInputFiles({ name: 'dancing.gif', mimeType: 'image/gif', buffer: gif })
    await expect(page.getByText(text(locale, 'Image size should not exceed 2MB'))).toBeVisible()
    expect(uploads).toEqual([])
  })
}
