/**
 * A non-OK answer (product-spec.md section 7): the message reads '{status}: {text}', where text is
 * the JSON body's message, else the raw body, else the status text. The server's own text stays
 * available for translation (server-messages.ts) and its field errors for forms.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly fieldErrors: Record<string, string> = {},
    /** The Retry-After header in seconds (429, 503), or null without a readable one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${serverMessage}`)
    this.name = 'HttpError'
  }
}

type ErrorJson = { message?: unknown; fieldErrors?: unknown }

export async function httpErrorFrom(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '')
  const json = parseJson(text)
  const message = typeof json?.message === 'string' && json.message !== '' ? json.message : text || response.statusText
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), Date.now())
  return new HttpError(response.status, message, stringRecord(json?.fieldErrors), retryAfter)
}

/** Retry-After is a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  if (header === null) return null
  if (/^\s*\d+\s*$/.test(header)) return Number(header)
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000))
}

function parseJson(text: string): ErrorJson | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as ErrorJson) : null
  } catch {
    return null
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
