import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, extname, resolve, sep } from 'node:path'
import type { Context, Middleware } from 'koa'
import { BROTLI_SUFFIX, createCompressedCache, isCompressible, type Encoding } from './compression'
import { isApiPath } from '../contract/pipeline/api-path'
import { PRERENDERED_DIR, asksToSaveData, pageLocale, prerenderedFile } from './prerendered'

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
  // Prerendered pages are answers to their own paths only (serveStatic), never files of their own,
  // however the path is spelled (//prerendered, /./prerendered, /%2fprerendered).
  if (file.startsWith(resolve(root, PRERENDERED_DIR) + sep)) return null
  const name = basename(file)
  if (name.startsWith('.') || NEVER_SERVED.has(name) || name.endsWith(BROTLI_SUFFIX)) return null
  if (
    file
      .slice(root.length)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    return null
  return file
}

/** Brotli when the browser takes it (browsers list gzip first, at the same weight), else gzip. */
function preferredEncoding(ctx: Context): Encoding | null {
  if (ctx.acceptsEncodings('br')) return 'br'
  return ctx.acceptsEncodings('gzip') ? 'gzip' : null
}

type Compressed = ReturnType<typeof createCompressedCache>

const IMMUTABLE = 'public, max-age=31536000, immutable'

async function send(ctx: Context, file: string, stats: Stats, cacheControl: string, compressed: Compressed) {
  ctx.set('Cache-Control', cacheControl)
  // A hashed file is never revalidated: a date would be 46 more bytes on each of them (issue 20).
  if (cacheControl !== IMMUTABLE) ctx.lastModified = stats.mtime
  const extension = extname(file)
  const compressible = isCompressible(extension, stats.size)
  if (compressible) ctx.vary('Accept-Encoding')
  // Koa only evaluates freshness for a successful status.
  ctx.status = 200
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  ctx.type = extension === '.webmanifest' ? 'application/manifest+json' : extension || 'application/octet-stream'
  const encoding = compressible ? preferredEncoding(ctx) : null
  if (encoding) {
    const body = await compressed(file, `${stats.size}:${stats.mtimeMs}`, encoding)
    ctx.set('Content-Encoding', encoding)
    ctx.body = body
    return
  }
  ctx.length = stats.size
  ctx.body = createReadStream(file)
}

/**
 * The built PWA: its files, and for any other page the browser navigates to, that page's prerendered
 * first screen in the person's language when the build made one, else index.html (the app routes
 * on the client). Hashed assets are cached for good; everything else is revalidated. Text
 * goes out brotli- or gzip-compressed when the browser accepts it.
 */
export function serveStatic(root: string): Middleware {
  const index = resolve(root, 'index.html')
  const compressed = createCompressedCache()
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next()
    const navigation = ctx.get('Accept').includes('text/html')
    if (navigation) {
      const locale = pageLocale(ctx.get('Cookie'), ctx.get('Accept-Language'))
      const form = asksToSaveData(ctx.get('Save-Data')) ? 'save-data' : 'inlined'
      const prerendered = prerenderedFile(root, ctx.path, locale, form)
      const prerenderedStats = prerendered ? await fileStats(prerendered) : null
      if (prerendered && prerenderedStats) {
        ctx.vary('Cookie')
        ctx.vary('Accept-Language')
        ctx.vary('Save-Data')
        return send(ctx, prerendered, prerenderedStats, 'no-cache', compressed)
      }
    }
    const file = fileFor(root, ctx.path)
    const stats = file ? await fileStats(file) : null
    if (file && stats) {
      const immutable = ctx.path.startsWith('/assets/')
      return send(ctx, file, stats, immutable ? IMMUTABLE : 'no-cache', compressed)
    }
    const named = basename(ctx.path)
    if (NEVER_SERVED.has(named) || !navigation) return next()
    const indexStats = await fileStats(index)
    if (!indexStats) return next()
    await send(ctx, index, indexStats, 'no-cache', compressed)
  }
}
