import type { PhotoAddress } from '../../contract/photo-address'

/** A rendition's URL names one version for good (a new photo gets a new hash): cached for a year. */
export const RENDITION_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** No rendition at the address: the answer is not kept, so a photo added later shows at once. */
export const NO_RENDITION_CACHE_CONTROL = 'no-store'

/** The rendition's ETag: a revalidation that names it is answered 304. */
export const renditionEtag = (address: PhotoAddress): string => `"${address.hash}-${address.width}"`
