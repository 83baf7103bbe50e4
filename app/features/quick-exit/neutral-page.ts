/**
 * Where Leave quickly goes (docs/product.md#12-crisis-resources): a public page that says nothing
 * about the person, the same in every country and language, that loads on any phone. A build may
 * name another with VITE_QUICK_EXIT_URL.
 */
export const DEFAULT_QUICK_EXIT_URL = 'https://www.google.com/search?q=weather'

/** The build's setting when it is an absolute http(s) address, else the default. */
export function neutralPageUrl(setting: string | undefined): string {
  if (!setting) return DEFAULT_QUICK_EXIT_URL
  try {
    const url = new URL(setting)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : DEFAULT_QUICK_EXIT_URL
  } catch {
    return DEFAULT_QUICK_EXIT_URL
  }
}
