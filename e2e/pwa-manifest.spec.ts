import { expect, test } from './fixtures'

type Icon = { src: string; sizes: string; type: string; purpose: string }

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
}

test('the web manifest makes the app installable, with icons of the sizes it names', async ({ request }) => {
  const answer = await request.get('/manifest.webmanifest')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('application/manifest+json')
  expect(answer.headers()['cache-control']).toBe('no-cache')
  const manifest = (await answer.json()) as Record<string, unknown> & { icons: Icon[] }
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Wellness Africa'),
    short_name: 'Wellness Africa',
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    lang: 'en',
  })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe(icon.type)
    expect(pngSize(await image.body())).toBe(icon.sizes)
  }
})

test('the page links the manifest, the theme colour and the Apple icon', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e')
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png')
})

test('the service worker is served fresh, and the MSW worker is neither served nor precached', async ({ request }) => {
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toContain('javascript')
  expect(worker.headers()['cache-control']).toBe('no-cache')
  const source = await worker.text()
  // The crisis page's code (its area's chunk, app/routes/_site/crisis-resources.tsx with the places of care).
  expect(source).toMatch(/assets\/help-[\w-]+\.js/)
  expect(source).not.toContain('mockServiceWorker')
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404)
})
