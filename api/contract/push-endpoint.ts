/** A browser's push endpoint is a URL at its push service; longer ones are not a browser's. */
export const PUSH_ENDPOINT_MAX_BYTES = 1024

// Names that never reach a public push service: one-label hosts and the reserved or private-use suffixes.
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'home.arpa',
  'test',
  'invalid',
  'example',
  'onion',
]

/**
 * The server POSTs to a push endpoint the browser hands it, so a caller could name any URL instead
 * (server-side request forgery). Only an https URL on the default port of a public DNS name is taken:
 * no IP literal (the URL parser turns `0x7f.1` and `2130706433` into dotted IPv4, caught here), no
 * localhost or private-use names, no credentials. A name that resolves to a private address is the
 * one case left (docs/product.md#16-notifications).
 */
export function isPublicPushEndpoint(text: string): boolean {
  if (new TextEncoder().encode(text).length > PUSH_ENDPOINT_MAX_BYTES) return false
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[') || /^[\d.]+$/.test(host) || /^[0-9a-f:]+$/.test(host)) return false
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((label) => label === '')) return false
  return !PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
}
