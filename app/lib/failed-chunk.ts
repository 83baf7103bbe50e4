/**
 * The URL of the script a failed dynamic import named, or null for any other error. Chromium says
 * "Failed to fetch dynamically imported module: <url>", Firefox "error loading dynamically imported
 * module: <url>", Safari "Importing a module script failed." (no URL: the page's own URL stands in,
 * which the probe below then treats like any reachable file).
 */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : ''
  if (!/dynamically imported module|Importing a module script failed/i.test(message)) return null
  return /https?:\/\/\S+/.exec(message)?.[0] ?? window.location.href
}

export type ChunkFailure = 'offline' | 'online'

/**
 * Why the file did not load: no network (the browser says so, or the file cannot be fetched at all),
 * or the network works, so the file is gone from the server (a new version was deployed) or the
 * failure has passed.
 */
export async function chunkFailure(url: string, fetcher: typeof fetch = fetch): Promise<ChunkFailure> {
  if (!navigator.onLine) return 'offline'
  try {
    await fetcher(url, { method: 'HEAD', cache: 'no-store' })
    return 'online'
  } catch {
    return 'offline'
  }
}

const RELOADED_KEY = 'wellness.reloaded-for-chunk'

/**
 * Reloads the page once per missing file, into the version the server now has; false when this
 * page already reloaded for that file (a second reload would loop).
 */
export function reloadOnceFor(url: string, reload = () => window.location.reload()): boolean {
  if (sessionStorage.getItem(RELOADED_KEY) === url) return false
  sessionStorage.setItem(RELOADED_KEY, url)
  reload()
  return true
}
