import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PageForm } from '../../api/http/prerendered.ts'
import { PRERENDERED_LOCALE_ATTRIBUTE } from '../../app/lib/prerender-marker.ts'
import type { RenderedPage } from './render-in-worker.ts'

/**
 * The page's markup inside the built index.html, as it was before the shell's modulepreloads were
 * added (plugin.ts). Scripts the router writes for server rendering are dropped (the CSP allows no
 * inline script; the client renders none there either). The stylesheet is inlined (the CSP allows
 * inline styles): the page paints with the HTML alone, one round trip sooner on a slow network, at
 * about 8 KB gzip more per prerendered page; in the `save-data` form it stays a link. Its small
 * entry script asks for the app only after that first paint (app/main.tsx) and is fetched at low
 * priority: on a slow connection the page's own bytes come first (and Lighthouse's simulation does
 * not count the app's scripts as holding up the first paint).
 */
export async function pageHtml(
  outDir: string,
  template: string,
  page: RenderedPage,
  locale: string,
  form: PageForm,
): Promise<string> {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root">')
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title>')
  const body = page.markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  let html = template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_LOCALE_ATTRIBUTE}="${locale}">${body}</div>`)
    .replace('<script type="module"', '<script type="module" fetchpriority="low"')
  if (form === 'save-data') return html
  for (const link of template.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
    const href = /href="\/([^"]+)"/.exec(link)?.[1]
    if (!href) throw new Error(`a stylesheet link without a local href: ${link}`)
    const css = await readFile(join(outDir, href), 'utf8')
    html = html.replace(link, () => `<style>${css}</style>`)
  }
  return html
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
