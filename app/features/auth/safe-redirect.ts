const BASE = 'https://same-origin.invalid'

/**
 * The page to return to after signing in, from /auth's `redirect` search parameter: only a path
 * on this site (never another origin, `//host` or `/\host`, which browsers read as one, nor /auth
 * itself), else undefined. Anyone can craft a link to /auth, so this is never an open redirect.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.includes('\\') || hasControlCharacter(value)) {
    return undefined
  }
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return undefined
  }
  // Dots can normalise into a second slash ('/..//host' is '//host'): such a path names another host.
  if (url.origin !== BASE || url.pathname === '/auth' || /^\/[\\/]/.test(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** Tabs and newlines are dropped by URL parsing, so `/\t/evil.example` would become `//evil.example`. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)
}
