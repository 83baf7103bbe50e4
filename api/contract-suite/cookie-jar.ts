/** A cookie as one browser keeps it: its value and the path it is sent to (and below). */
export type StoredCookie = { value: string; path: string }

/**
 * One simulated browser's cookies for the API's origin (the domain is always the API's). As a
 * browser does, it sends a cookie only to its Path and below: the device cookie goes to sign-in
 * alone, and a test that ignored that would miss what a route cannot read.
 */
export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>()

  /** The Cookie request header for a request to `path`, or null when no cookie goes there. */
  header(path = '/'): string | null {
    const sent = [...this.cookies].filter(([, cookie]) => pathMatches(path, cookie.path))
    if (sent.length === 0) return null
    return sent.map(([name, { value }]) => `${name}=${value}`).join('; ')
  }

  /** Applies an answer's Set-Cookie lines; an expired or emptied cookie is removed. */
  store(setCookieLines: string[]): void {
    for (const line of setCookieLines) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      if (separator <= 0) continue
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      if (value === '' || attributes.some(isExpiry)) this.cookies.delete(name)
      else this.cookies.set(name, { value, path: pathOf(attributes) })
    }
  }

  /** A copy, e.g. to replay an old session cookie from another client. */
  snapshot(): Map<string, StoredCookie> {
    return new Map([...this.cookies].map(([name, cookie]) => [name, { ...cookie }]))
  }

  restore(cookies: Map<string, StoredCookie>): void {
    this.cookies.clear()
    for (const [name, cookie] of cookies) this.cookies.set(name, { ...cookie })
  }
}

/** RFC 6265 5.1.4: the request's path is the cookie's, or below it. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true
  if (!requestPath.startsWith(cookiePath)) return false
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'
}

function attributeOf(attribute: string): [string, string] {
  const [key = '', ...rest] = attribute.split('=')
  return [key.trim().toLowerCase(), rest.join('=').trim()]
}

function pathOf(attributes: string[]): string {
  const path = attributes.map(attributeOf).find(([key]) => key === 'path')?.[1]
  return path?.startsWith('/') ? path : '/'
}

function isExpiry(attribute: string): boolean {
  const [key, value] = attributeOf(attribute)
  if (key === 'max-age') return Number(value) <= 0
  if (key === 'expires') return Date.parse(value) <= Date.now()
  return false
}
