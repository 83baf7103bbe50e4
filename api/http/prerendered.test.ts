import { describe, expect, it } from 'vitest'
import { asksToSaveData, pageLocale, prerenderedFile } from './prerendered'

describe('pageLocale', () => {
  it("follows the remembered choice (the app's cookie) over the browser's languages", () => {
    expect(pageLocale('other=1; wellness.locale=sw', 'en-US,en;q=0.9')).toBe('sw')
    expect(pageLocale('wellness.locale=en', 'sw-KE,sw;q=0.9')).toBe('en')
  })

  it("takes the browser's first language we have, by weight, when nothing is remembered", () => {
    expect(pageLocale('', 'sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw')
    expect(pageLocale('', 'fr-FR,fr;q=0.9,sw;q=0.8,en;q=0.7')).toBe('sw')
    expect(pageLocale('', 'en;q=0.5,sw;q=0.8')).toBe('sw')
    expect(pageLocale('wellness.locale=de', 'en-GB')).toBe('en')
  })

  it('falls back to English', () => {
    expect(pageLocale('', '')).toBe('en')
    expect(pageLocale('', 'fr-FR,sw;q=0')).toBe('en')
  })
})

describe('prerenderedFile', () => {
  it('names one file per page and locale, and none for nested or odd paths', () => {
    expect(prerenderedFile('/dist', '/', 'sw')).toBe('/dist/prerendered/sw/index.html')
    expect(prerenderedFile('/dist', '/crisis-resources', 'en')).toBe('/dist/prerendered/en/crisis-resources.html')
    expect(prerenderedFile('/dist', '/professional/dashboard', 'en')).toBeNull()
    expect(prerenderedFile('/dist', '/../secret', 'en')).toBeNull()
    expect(prerenderedFile('/dist', '/crisis-resources/', 'en')).toBeNull()
  })

  it('names the form with the stylesheet linked, for a browser that asks to save data', () => {
    expect(prerenderedFile('/dist', '/', 'en', 'save-data')).toBe('/dist/prerendered/en/index.save-data.html')
    expect(prerenderedFile('/dist', '/auth', 'sw', 'save-data')).toBe('/dist/prerendered/sw/auth.save-data.html')
    expect(asksToSaveData('on')).toBe(true)
    expect(asksToSaveData(' On ')).toBe(true)
    expect(asksToSaveData('')).toBe(false)
    expect(asksToSaveData('off')).toBe(false)
  })
})
