import { http, HttpResponse } from 'msw'
import { parsePhotoPath } from '../../api/contract/photo-address'
import {
  NO_RENDITION_CACHE_CONTROL,
  RENDITION_CACHE_CONTROL,
  renditionEtag,
} from '../../api/domain/professionals/photo-rendition'
import { findPhoto } from '../photos'

const notFound = () => new HttpResponse(null, { status: 404, headers: { 'Cache-Control': NO_RENDITION_CACHE_CONTROL } })

/** Whether the client's copy is this one (HTTP's If-None-Match): no-cache asks for it all. */
function isFresh(request: Request, etag: string): boolean {
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch === null || /(^|,)\s*no-cache\s*(,|$)/.test(request.headers.get('cache-control') ?? '')) return false
  return ifNoneMatch.split(',').some((tag) => [etag, '*'].includes(tag.trim()))
}

/**
 * GET /media/professionals/{id}-{hash}-{width}.webp (api/contract/photo-address.ts), with the bytes
 * as uploaded, whatever their type, at every width: a browser mock cannot run sharp.
 */
export const photoHandlers = [
  http.all(
    ({ request }) => new URL(request.url).pathname.startsWith('/media/'),
    ({ request }) => {
      const address = ['GET', 'HEAD'].includes(request.method) ? parsePhotoPath(new URL(request.url).pathname) : null
      const photo = address && findPhoto(address.professionalId, address.hash)
      if (!address || !photo) return notFound()
      const etag = renditionEtag(address)
      const headers = {
        'Cache-Control': RENDITION_CACHE_CONTROL,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
      }
      if (isFresh(request, etag)) return new HttpResponse(null, { status: 304, headers })
      const bytes = Uint8Array.from(atob(photo.base64), (char) => char.charCodeAt(0))
      const body = request.method === 'HEAD' ? null : bytes
      return new HttpResponse(body, {
        status: 200,
        headers: { ...headers, 'Content-Type': photo.contentType, 'Content-Length': String(bytes.length) },
      })
    },
  ),
]
