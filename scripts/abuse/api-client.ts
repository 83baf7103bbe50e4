/** A minimal API caller for the abuse benchmark: its own address (X-Forwarded-For) and cookie. */
export type BenchClient = {
  post(path: string, body: unknown): Promise<Response>
  patch(path: string, body: unknown): Promise<Response>
}

export function benchClient(baseUrl: string, address: string): BenchClient {
  let cookie = ''
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    })
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0]!)
    if (set.length > 0) cookie = set.join('; ')
    return response
  }
  return { post: (path, body) => send('POST', path, body), patch: (path, body) => send('PATCH', path, body) }
}

export async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`)
}
