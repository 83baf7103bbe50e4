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
  return new HttpError(response.status, message, stringRecord(json?.fieldErrors))
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
