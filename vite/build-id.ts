import type { Plugin } from 'vite'

/**
 * `VITE_BUILD_ID=<id> vite build` puts `<meta name="build-id">` in index.html, so a deployment
 * (and the e2e update test) can tell which version a page runs. Without it the build is unchanged.
 */
export function buildId(id: string | undefined = process.env.VITE_BUILD_ID): Plugin {
  return {
    name: 'pwa:build-id',
    apply: 'build',
    transformIndexHtml: () => (id ? [{ tag: 'meta', attrs: { name: 'build-id', content: id }, injectTo: 'head' }] : []),
  }
}
