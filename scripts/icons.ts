import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { BACKGROUND_COLOR, THEME_COLOR } from '../vite/pwa-options.ts'

/**
 * `npx tsx scripts/icons.ts`: draws the app icons (public/icons/*.png) from the SVG below with the
 * system Chromium. A sprout in white on the brand teal: calm, and still readable at 48 px.
 * The PNGs are committed; run this again only when the drawing changes.
 */
const GLYPH = `
  <path d="M50 84 V57" stroke="${BACKGROUND_COLOR}" stroke-width="7" stroke-linecap="round" fill="none"/>
  <path d="M50 60 C31 61 17 48 18 29 C37 29 50 41 50 60 Z" fill="${BACKGROUND_COLOR}"/>
  <path d="M50 52 C52 31 66 17 85 16 C86 36 72 51 50 52 Z" fill="${BACKGROUND_COLOR}"/>`

type Variant = { file: string; size: number; cornerRadius: number; glyphShare: number }

// Maskable: full bleed, and the glyph inside the central 80 % circle every mask keeps (safe zone).
const VARIANTS: Variant[] = [
  { file: 'icon-192.png', size: 192, cornerRadius: 0.22, glyphShare: 0.7 },
  { file: 'icon-512.png', size: 512, cornerRadius: 0.22, glyphShare: 0.7 },
  { file: 'icon-maskable-512.png', size: 512, cornerRadius: 0, glyphShare: 0.52 },
  { file: 'apple-touch-icon.png', size: 180, cornerRadius: 0, glyphShare: 0.64 },
]

function iconSvg({ size, cornerRadius, glyphShare }: Variant): string {
  const glyph = size * glyphShare
  const offset = (size - glyph) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * cornerRadius}" fill="${THEME_COLOR}"/>
  <g transform="translate(${offset} ${offset}) scale(${glyph / 100})">${GLYPH}</g>
</svg>`
}

const outDir = join(import.meta.dirname, '..', 'public', 'icons')
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
})
const page = await browser.newPage()
for (const variant of VARIANTS) {
  await page.setViewportSize({ width: variant.size, height: variant.size })
  await page.setContent(`<html><body style="margin:0">${iconSvg(variant)}</body></html>`)
  await page.locator('svg').screenshot({ path: join(outDir, variant.file), omitBackground: true })
  console.log(`public/icons/${variant.file}`)
}
await browser.close()
