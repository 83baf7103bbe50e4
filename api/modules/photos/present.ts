import type { Context } from 'koa'
import type { PhotoAddress } from '../../contract/photo-address'

/**
 * A rendition's answer: a URL names one version for good (a new photo gets a new hash), so it is
 * cached for a year, and a revalidation with its ETag is 304.
 */
export function presentRendition(ctx: Context, address: PhotoAddress, bytes: Buffer): void {
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable')
  ctx.etag = `${address.hash}-${address.width}`
  // Koa only evaluates freshness for a successful status.
  ctx.status = 200
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  ctx.type = 'image/webp'
  ctx.body = bytes
}
