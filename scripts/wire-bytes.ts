import { connect } from 'node:net'

/**
 * What a phone's browser sends with a same-origin fetch from the app (Chrome on Android, HTTP/1.1):
 * the request line and these headers, with the session's cookies as the browser holds them.
 */
function browserRequest(host: string, path: string, cookie: string): string {
  const headers = [
    `GET ${path} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: keep-alive',
    'sec-ch-ua-platform: "Android"',
    'User-Agent: Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'sec-ch-ua: "Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
    'sec-ch-ua-mobile: ?1',
    'Accept: */*',
    'Sec-Fetch-Site: same-origin',
    'Sec-Fetch-Mode: cors',
    'Sec-Fetch-Dest: empty',
    `Referer: http://${host}/messages/1`,
    'Accept-Encoding: gzip, deflate, br, zstd',
    'Accept-Language: en-KE,en;q=0.9,sw;q=0.8',
    `Cookie: ${cookie}`,
  ]
  return `${headers.join('\r\n')}\r\n\r\n`
}

export type WireBytes = { sent: number; received: number; body: number; status: number }

/**
 * One GET as a phone makes it, counted on the socket: the bytes written (request line, headers)
 * and the bytes read (status line, headers, body) until the answer's Content-Length is complete.
 */
export function measureGet(baseUrl: string, path: string, cookie: string): Promise<WireBytes> {
  const { hostname, port, host } = new URL(baseUrl)
  const request = Buffer.from(browserRequest(host, path, cookie), 'latin1')
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = Buffer.alloc(0)
    socket.setTimeout(10_000, () => socket.destroy(new Error('No complete answer within 10 s')))
    socket.once('error', reject)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = received.subarray(0, end).toString('latin1')
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN)
      if (Number.isNaN(length)) return reject(new Error(`No Content-Length in:\n${head}`))
      if (received.length < end + 4 + length) return
      socket.end()
      resolve({ sent: request.length, received: received.length, body: length, status: Number(head.split(' ')[1]) })
    })
    socket.write(request)
  })
}
