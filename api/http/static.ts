import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, extname, resolve, sep } from 'node:path'
import type { Context, Middleware } from 'koa'
import { isApiPath } from './paths'

// The MSW worker is a development tool: the production server never hands it out.
const NEVER_SERVED = new Set(['mockServiceWorker.js'])

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file)
    return stats.isFile() ? stats : null
  } catch {
    return null
  }
}

/** The file under root a URL path names, or null when it is outside root, hidden or never served. */
function fileFor(root: string, urlPath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (path.includes('\0')) return null
  if (path.endsWith('/')) path += 'index.html'
  const file = resolve(root, `.${path}`)
  if (!file.startsWith(root + sep)) return null
  const name = basename(file)
  if (name.startsWith('.') || NEVER_SERVED.has(name)) return null
  if (
    file
      .slice(root.length)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    return null
  return file
}

function send(ctx: Context, file: string, stats: Stats, cacheControl: string): void {
  ctx.set('Cache-Control', cacheControl)
  ctx.lastModified = stats.mtime
  // Koa only evaluates freshness for a successful status.
  ctx.status = 200
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  const extension = extname(file)
  ctx.type = extension === '.webmanifest' ? 'application/manifest+json' : extension || 'application/octet-stream'
  ctx.length = stats.size
  ctx.body = createReadStream(file)
}

/**
 * The built PWA: its files, and index.html for any other page the browser navigates to (the app
 * routes on the client). Hashed assets are cached for good; everything else is revalidated.
 */
export function serveStatic(root: string): Middleware {
  const index = resolve(root, 'index.html')
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next()
    const file = fileFor(root, ctx.path)
    const stats = file ? await fileStats(file) : null
    if (file && stats) {
      const immutable = ctx.path.startsWith('/assets/')
      return send(ctx, file, stats, immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    const named = basename(ctx.path)
    if (NEVER_SERVED.has(named) || !ctx.get('Accept').includes('text/html')) return next()
    const indexStats = await fileStats(index)
    if (!indexStats) return next()
    send(ctx, index, indexStats, 'no-cache')
  }
}
