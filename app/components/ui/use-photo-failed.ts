import { useState } from 'react'

/**
 * Whether the photo at this URL could not be loaded (offline, and not in the worker's cache), so
 * the view shows initials instead of a broken image; a new URL tries again.
 */
export function usePhotoFailed(url: string | null): { failed: boolean; onError: () => void } {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  return { failed: url !== null && failedUrl === url, onError: () => setFailedUrl(url) }
}
