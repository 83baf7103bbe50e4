/** One simulated browser's cookies for the API's origin (path and domain are always the API's). */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  /** The Cookie request header, or null when the jar is empty. */
  header(): string | null {
    if (this.cookies.size === 0) return null
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
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
      else this.cookies.set(name, value)
    }
  }

  /** A copy, e.g. to replay an old session cookie from another client. */
  snapshot(): Map<string, string> {
    return new Map(this.cookies)
  }

  restore(cookies: Map<string, string>): void {
    this.cookies.clear()
    for (const [name, value] of cookies) this.cookies.set(name, value)
  }
}

function isExpiry(attribute: string): boolean {
  const [key = '', value = ''] = attribute.split('=').map((part) => part.trim())
  if (/^max-age$/i.test(key)) return Number(value) <= 0
  if (/^expires$/i.test(key)) return Date.parse(value) <= Date.now()
  return false
}
