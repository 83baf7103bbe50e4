import type { Middleware } from 'koa'
import { isApiPath } from '../contract/pipeline/api-path'

// Strict, yet the PWA still works: its service worker, manifest and profile photos (/media) come
// from 'self', a photo is read from a blob: URL on the device before upload, and the UI library
// sets inline styles. data: images are the app's own illustrations, inlined in its code (issue 20,
// vite.config.ts); photos are files, never strings.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')
/**
 * An API answer is data, never a page: nothing in it may load or frame anything. Also about 230
 * bytes shorter, on every poll of an open thread (docs/decisions/013).
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * The app's hashed files (scripts, styles, images) are never a page: the policies above govern
 * documents and the worker only, and cost about 0.5 KB on each of the 150-odd files of a first
 * visit over HTTP/1.1 (npm run data-cost). nosniff still keeps a file from being read as another type.
 */
const ASSET_HEADERS = { 'X-Content-Type-Options': 'nosniff' }
const isAssetPath = (path: string) => path.startsWith('/assets/')

export function securityHeaders({ production }: { production: boolean }): Middleware {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
  return async (ctx, next) => {
    ctx.set(isAssetPath(ctx.path) ? ASSET_HEADERS : headers)
    // API answers carry personal data: never keep them in a browser or proxy cache.
    if (isApiPath(ctx.path))
      ctx.set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY })
    await next()
  }
}
