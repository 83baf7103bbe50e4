import type { Context } from 'koa'
import type { PhotoAddress } from '../../contract/photo-address'
import { RENDITION_CACHE_CONTROL, renditionEtag } from '../../domain/professionals/photo-rendition'

/** A rendition's answer (api/domain/professionals/photo-rendition.ts); a revalidation with its ETag is 304. */
export function presentRendition(ctx: Context, address: PhotoAddress, bytes: Buffer): void {
  ctx.set('Cache-Control', RENDITION_CACHE_CONTROL)
  ctx.etag = renditionEtag(address)
  // Koa only evaluates freshness for a successful status.
  ctx.status = 200
  if (ctx.fresh) {
    ctx.status = 304
    return
  }
  ctx.type = 'image/webp'
  ctx.body = bytes
}
