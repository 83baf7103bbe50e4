import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from './static'

// Raw bytes and headers, as the browser receives them (fetch would decompress on its own).
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

/** The status of a GET for a path sent exactly as written (no URL normalisation on the way). */
function statusOfPath(base: string, path: string): Promise<number> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    get({ hostname, port, path }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    }).on('error', reject)
  })
}

const bigScript = 'export const greeting = "habari";\n'.repeat(500)
// Marked so a test can tell the build's copy from one the server made.
const builtCopy = brotliCompressSync(`${bigScript}// built\n`)

describe('serveStatic', () => {
  let dir: string
  let server: Server
  let base: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-test-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    await writeFile(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)')
    await writeFile(join(dir, 'assets', 'big-abc123.js'), bigScript)
    // The build's brotli copies (vite/precompress.ts): one current, one older than its file.
    await writeFile(join(dir, 'assets', 'built-abc123.js'), bigScript)
    await writeFile(join(dir, 'assets', 'built-abc123.js.br'), builtCopy)
    await writeFile(join(dir, 'assets', 'stale-abc123.js'), bigScript)
    await writeFile(join(dir, 'assets', 'stale-abc123.js.br'), builtCopy)
    const past = new Date(Date.now() - 60_000)
    await utimes(join(dir, 'assets', 'stale-abc123.js.br'), past, past)
    await writeFile(join(dir, 'manifest.webmanifest'), '{}')
    for (const locale of ['en', 'sw']) {
      await mkdir(join(dir, 'prerendered', locale), { recursive: true })
      await writeFile(join(dir, 'prerendered', locale, 'index.html'), `<title>landing ${locale}</title>`)
      await writeFile(join(dir, 'prerendered', locale, 'crisis-resources.html'), `<title>crisis ${locale}</title>`)
      await writeFile(
        join(dir, 'prerendered', locale, 'crisis-resources.save-data.html'),
        `<title>crisis ${locale}, stylesheet linked</title>`,
      )
    }
    await writeFile(join(dir, 'sw.js'), 'self')
    await writeFile(join(dir, 'mockServiceWorker.js'), 'msw')
    await writeFile(join(dir, '.env'), 'SECRET=1')
    await writeFile(join(tmpdir(), 'outside.txt'), 'outside')
    const app = new Koa()
    app.use(serveStatic(dir))
    server = createServer(app.callback())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await rm(dir, { recursive: true, force: true })
  })

  const html = { Accept: 'text/html,application/xhtml+xml' }

  it('serves files with their type; hashed assets are cached for good, the rest revalidated', async () => {
    const asset = await fetch(`${base}/assets/main-abc123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    // Never revalidated, so no date to revalidate against: fewer bytes on each hashed file.
    expect(asset.headers.get('last-modified')).toBeNull()
    expect(await asset.text()).toBe('console.log(1)')

    const manifest = await fetch(`${base}/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/)
    expect((await fetch(`${base}/sw.js`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('answers page navigations with index.html', async () => {
    for (const path of ['/auth', '/professional/dashboard', '/no/such/page']) {
      const response = await fetch(`${base}${path}`, { headers: html })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(await response.text()).toContain('<title>app</title>')
    }
  })

  it('does not answer missing files, the API or other methods with the page', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${base}/api/nothing`, { headers: html })).status).toBe(404)
    expect((await fetch(`${base}/auth`, { method: 'POST', headers: html })).status).toBe(404)
  })

  it('never serves the MSW worker, dotfiles or anything outside the folder', async () => {
    for (const path of ['/mockServiceWorker.js', '/.env', '/..%2foutside.txt', '/%2e%2e/outside.txt', '/%E0%A4%A']) {
      const response = await fetch(`${base}${path}`, { headers: html })
      const body = await response.text()
      expect(body).not.toMatch(/msw|SECRET|outside/)
      if (path === '/mockServiceWorker.js') expect(response.status).toBe(404)
    }
  })

  it('answers a conditional request with 304', async () => {
    const first = await fetch(`${base}/sw.js`)
    const lastModified = first.headers.get('last-modified')!
    // fetch adds Cache-Control: no-cache to conditional requests unless one is given.
    const headers = { 'If-Modified-Since': lastModified, 'Cache-Control': 'max-age=0' }
    const second = await fetch(`${base}/sw.js`, { headers })
    expect(second.status).toBe(304)
  })

  it('sends text compressed with brotli or gzip as the browser accepts, whole otherwise', async () => {
    const url = `${base}/assets/big-abc123.js`
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/)
    expect(br.body.length).toBeLessThan(bigScript.length / 10)
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript)

    const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(bigScript)

    const plain = await rawGet(url, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(bigScript)

    // Tiny files are not worth it.
    const tiny = await rawGet(`${base}/assets/main-abc123.js`, { 'Accept-Encoding': 'br' })
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('console.log(1)')
  })

  it("sends the build's brotli copy when it is as new as the file, and never serves a copy by its own name", async () => {
    const accepts = { 'Accept-Encoding': 'gzip, deflate, br' }
    const built = await rawGet(`${base}/assets/built-abc123.js`, accepts)
    expect(built.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(built.body).toString()).toBe(`${bigScript}// built\n`)

    const stale = await rawGet(`${base}/assets/stale-abc123.js`, accepts)
    expect(brotliDecompressSync(stale.body).toString()).toBe(bigScript)

    expect(await statusOfPath(base, '/assets/built-abc123.js.br')).toBe(404)
  })

  it("answers a prerendered page with its file in the person's language, every other page with index.html", async () => {
    const page = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(`${base}${path}`, { headers: { ...html, ...headers } })
      return { body: await response.text(), vary: response.headers.get('vary') }
    }
    expect((await page('/', {})).body).toContain('landing en')
    expect((await page('/', { 'Accept-Language': 'sw-KE,sw;q=0.9,en;q=0.8' })).body).toContain('landing sw')
    expect((await page('/crisis-resources', { Cookie: 'wellness.locale=sw' })).body).toContain('crisis sw')
    // The remembered choice wins over the browser's languages, as in the app.
    const chosen = await page('/crisis-resources', { Cookie: 'wellness.locale=en', 'Accept-Language': 'sw' })
    expect(chosen.body).toContain('crisis en')
    expect(chosen.vary).toMatch(/Cookie/)
    expect(chosen.vary).toMatch(/Accept-Language/)
    expect(chosen.vary).toMatch(/Save-Data/)

    // A browser that asks to save data gets the page with its stylesheet linked, not inlined (issue 20).
    const saving = await page('/crisis-resources', { Cookie: 'wellness.locale=sw', 'Save-Data': 'on' })
    expect(saving.body).toContain('crisis sw, stylesheet linked')
    expect((await page('/crisis-resources', { 'Save-Data': 'off' })).body).toContain('<title>crisis en</title>')

    // No other route gets a prerendered page: they would flash the wrong screen.
    for (const path of ['/auth', '/blog', '/crisis-resources/', '/index.html']) {
      expect((await page(path, { Cookie: 'wellness.locale=sw' })).body).toContain('<title>app</title>')
    }
    // The files are never answers under their own names.
    expect((await page('/prerendered/sw/index.html', {})).body).toContain('<title>app</title>')
    expect((await fetch(`${base}/prerendered/en/index.html`)).status).toBe(404)
  })

  it('never serves a prerendered file under its own name, however the path is spelled', async () => {
    for (const path of [
      '/prerendered/en/index.html',
      '//prerendered/en/index.html',
      '///prerendered/sw/crisis-resources.html',
      '/./prerendered/en/index.html',
      '/assets/../prerendered/en/index.html',
      '/%2fprerendered/en/index.html',
      '/%2e/prerendered/en/index.html',
      '/prerendered%2fen%2findex.html',
      '/prerendered/en/./index.html',
      '/prerendered/en//index.html',
    ]) {
      expect(await statusOfPath(base, path), path).toBe(404)
    }
  })
})
