import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Koa from 'koa'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from './static'

describe('serveStatic', () => {
  let dir: string
  let server: Server
  let base: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-test-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>')
    await writeFile(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)')
    await writeFile(join(dir, 'manifest.webmanifest'), '{}')
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
    expect(await asset.text()).toBe('console.log(1)')

    const manifest = await fetch(`${base}/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toMatch(/application\/manifest\+json/)
    expect((await fetch(`${base}/sw.js`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('answers page navigations with index.html', async () => {
    for (const path of ['/', '/auth', '/professional/dashboard', '/no/such/page']) {
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
})
