/** `/api` and everything below it: JSON, no-store, never the app's pages. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/')
}
