import { expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

it('keeps a path of this site with its search and hash', () => {
  expect(safeRedirect('/professional/dashboard')).toBe('/professional/dashboard')
  expect(safeRedirect('/blog?q=sleep#top')).toBe('/blog?q=sleep#top')
})

it('refuses anything that could leave the site, and /auth itself', () => {
  for (const value of [
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'professional/dashboard',
    '/auth',
    '/auth?redirect=/auth',
    '',
    undefined,
    42,
  ]) {
    expect(safeRedirect(value), String(value)).toBeUndefined()
  }
})

it('never returns a path that starts with // or /\\ once normalised, whatever dots and escapes lead to it', () => {
  const payloads = [
    '/..//evil.example',
    '/../..//evil.example',
    '/.//evil.example',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/..%2f/evil.example',
    '/..%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '/..%5c/evil.example',
    '/..\\/evil.example',
    '///evil.example',
    '////evil.example',
    '/./../../..//evil.example/x?y#z',
    '/..///evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/ /evil.example',
    '/..;//evil.example',
    '/.../..//evil.example',
    '/%2e%2e%2f%2fevil.example',
    '/..//evil.example/auth',
    '/./%2e/.//evil.example',
    '/..//%65vil.example',
  ]
  for (const payload of payloads) {
    const kept = safeRedirect(payload)
    if (kept === undefined) continue
    expect(kept.startsWith('//') || kept.startsWith('/\\'), `${JSON.stringify(payload)} -> ${kept}`).toBe(false)
    expect(new URL(kept, 'https://wellness.example').origin, JSON.stringify(payload)).toBe('https://wellness.example')
  }
  expect(payloads.length).toBeGreaterThanOrEqual(30)
  expect(safeRedirect('/..//evil.example')).toBeUndefined()
})
