import { useState } from 'react'

/**
 * Whether the photo at this URL could not be loaded (offline, and not in the worker's cache), so
 * the view shows initials instead of a broken image, and the img's onError; a new URL tries again.
 */
export function usePhotoFailed(url: string | null): [failed: boolean, onError: () => void] {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  return [url !== null && failedUrl === url, () => setFailedUrl(url)]
}
