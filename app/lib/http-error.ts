/**
 * A non-OK answer (docs/product.md#8-the-api): the message reads '{status}: {text}', where text is
 * the JSON body's message, else the raw body, else the status text. The server's own message stays
 * available for translation (server-messages.ts) and its field errors for forms; it is empty when
 * the answer had none (an empty body, a proxy's page), so callers show their own fallback text.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** The JSON body's message, or '' when the answer carried none. */
    readonly serverMessage: string,
    readonly fieldErrors: Record<string, string> = {},
    /** The Retry-After header in seconds (429, 503), or null without a readable one. */
    readonly retryAfterSeconds: number | null = null,
    /** What the answer said: its message, else its raw body, else the status text. */
    readonly answerText: string = serverMessage,
  ) {
    super(`${status}: ${answerText}`)
    this.name = 'HttpError'
  }
}

type ErrorJson = { message?: unknown; fieldErrors?: unknown }

export async function httpErrorFrom(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '')
  const json = parseJson(text)
  const message = typeof json?.message === 'string' ? json.message.trim() : ''
  const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), Date.now())
  const answerText = message || text || response.statusText
  return new HttpError(response.status, message, stringRecord(json?.fieldErrors), retryAfter, answerText)
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
