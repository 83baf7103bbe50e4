/**
 * How the browser tests and Lighthouse launch Debian's Chromium here (docs/development.md): headless, no
 * sandbox as root, and none of the background networking that would keep trying a closed network.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
