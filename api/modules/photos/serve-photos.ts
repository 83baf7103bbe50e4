import type { Knex } from 'knex'
import type { Middleware } from 'koa'
import { parsePhotoPath } from '../../contract/photo-address'
import { findRendition } from './photo-repo'

const MEDIA_PREFIX = '/media/'

/**
 * GET /media/professionals/{id}-{hash}-{width}.webp: a rendition of a current photo, with no
 * session and one indexed lookup. A URL names one version for good (a new photo gets a new hash),
 * so it is cached for a year; anything else under /media is 404.
 */
export function servePhotos(db: Knex): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(MEDIA_PREFIX)) return next()
    const address = ctx.method === 'GET' || ctx.method === 'HEAD' ? parsePhotoPath(ctx.path) : null
    const bytes = address ? await findRendition(db, address) : null
    if (!address || !bytes) {
      ctx.status = 404
      ctx.set('Cache-Control', 'no-store')
      return
    }
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
}
