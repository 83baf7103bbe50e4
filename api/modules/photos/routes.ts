import type { Knex } from 'knex'
import type { Middleware } from 'koa'
import { parsePhotoPath } from '../../contract/photo-address'
import { NO_RENDITION_CACHE_CONTROL } from '../../domain/professionals/photo-rendition'
import { presentRendition } from './present'
import { findRendition } from './repo'

const MEDIA_PREFIX = '/media/'

/**
 * GET /media/professionals/{id}-{hash}-{width}.webp: a rendition of a current photo, with no
 * session and one indexed lookup; anything else under /media is 404.
 */
export function servePhotos(db: Knex): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(MEDIA_PREFIX)) return next()
    const address = ctx.method === 'GET' || ctx.method === 'HEAD' ? parsePhotoPath(ctx.path) : null
    const bytes = address ? await findRendition(db, address) : null
    if (!address || !bytes) {
      ctx.status = 404
      ctx.set('Cache-Control', NO_RENDITION_CACHE_CONTROL)
      return
    }
    presentRendition(ctx, address, bytes)
  }
}
