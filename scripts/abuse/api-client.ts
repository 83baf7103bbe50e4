/** A minimal API caller for the abuse benchmark: its own address (X-Forwarded-For) and cookie. */
export type BenchClient = {
  post(path: string, body: unknown): Promise<Response>
  patch(path: string, body: unknown): Promise<Response>
  /** A body sent exactly as given. */
  raw(method: string, path: string, text: string): Promise<Response>
}

export function benchClient(baseUrl: string, address: string): BenchClient {
  let cookie = ''
  const raw = async (method: string, path: string, text: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: text,
    })
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]!)
    if (set.length > 0) cookie = set.join('; ')
    return response
  }
  return {
    post: (path, body) => raw('POST', path, JSON.stringify(body)),
    patch: (path, body) => raw('PATCH', path, JSON.stringify(body)),
    raw,
  }
}

export async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`)
}
