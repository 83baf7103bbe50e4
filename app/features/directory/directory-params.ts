import type { DirectoryFilters } from './filters'

/** The directory's search params, which the landing route keeps on its in-page links. */
export const DIRECTORY_PARAMS = [
  'q',
  'specialty',
  'location',
  'language',
  'verified',
] as const satisfies (keyof DirectoryFilters)[]

/**
 * Whether a landing address names a search or a filter (`/?q=Baraka`, `/?specialty=trauma`): a
 * shared link to the directory's results, which opens at the directory. Plain, without the
 * schema, so the layout can ask on every page.
 */
export function carriesDirectoryParams(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search)
  return pathname === '/' && DIRECTORY_PARAMS.some((name) => params.get(name)?.trim())
}
