import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { APP_SOURCE } from '../app-chunk.ts'
import { ENTRY_SOURCE, staticClosure } from '../startup-chunk.ts'
import { CATALOG_GROUPS, CATALOG_LOCALES, START_GROUP, parsePartId, partId } from './groups.ts'
import { catalogParts, messageIdsIn, routePart, routePartsJson, type CatalogParts } from './parts.ts'

/**
 * Whose texts are the start's: what every page loads (the entry, the app, the root route and the
 * site's layout, all but /auth), and the landing's first screen, where most visits begin: its few
 * texts (the hero's) cost other pages about 0.3 KB, less than a file of their own on the landing.
 */
const START_ROOTS = new RegExp(`/(${ENTRY_SOURCE}|${APP_SOURCE}|app/routes/(__root|_site|_site/index)\\.tsx(\\?.*)?)$`)
const LOADERS_ID = 'virtual:wellness-message-parts'
/** Each route's own part, by the router's id for it (app/lib/page-parts.ts); only the language change loads it. */
const ROUTE_PARTS_ID = 'virtual:wellness-route-parts'
const ROUTE_PARTS_LITERAL = /(["'`])__WELLNESS_ROUTE_PARTS__\1/
/** What a chunk runs first when it needs a part: the app defines it (app/lib/message-parts.ts). */
export const AWAIT_PARTS_GLOBAL = '__wellnessMessageParts'
/** The parts each chunk waits for, by output file (for `npm run size` and the precache's Save-data core). */
export const PARTS_MANIFEST = '.vite/catalog-parts.json'
export type PartsManifest = Record<string, Record<string, string[]>>

const placeholder = (group: string, locale: string) => `__WELLNESS_MESSAGES_${group}_${locale}__`
const PLACEHOLDER_LITERAL = /(["'`])__WELLNESS_MESSAGES_([a-z]+)_([a-z]+)__\1/g

/** The app's loaders of every part in every language, as dynamic imports the bundler follows. */
function loadersModule(): string {
  const group = (name: string) =>
    `${JSON.stringify(name)}: {${CATALOG_LOCALES.map((locale) => `${locale}: () => import(${JSON.stringify(partId(name, locale))})`).join(', ')}}`
  return `export const partLoaders = {${CATALOG_GROUPS.map(group).join(',\n')}}`
}

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number]

async function loadCatalog(root: string): Promise<Catalog> {
  const [catalog] = await getCatalogs(getConfig({ cwd: root }))
  if (!catalog) throw new Error('catalog split: lingui.config has no catalog')
  return catalog
}

/** Messages compiled as Lingui's loader compiles a whole catalog, as JSON text. */
function compiledJson(locale: string, messages: Record<string, string>): string {
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' })
  if (errors.length > 0)
    throw new Error(`catalog split: ${errors.map((error) => error.id).join(', ')} in ${locale} do not compile`)
  return JSON.stringify((JSON.parse(source) as { messages: unknown }).messages)
}

/**
 * The Lingui catalog in parts (issue 20, docs/decisions/016-catalog-parts.md). In the client
 * build each part is a chunk per language: `start` (what the entry and the startup modules show)
 * loads before the first render, and every other chunk whose modules show more begins by waiting
 * for its parts, so its text is there before it renders or hydrates, offline too (they are
 * precached). Which module shows which message is read from the code the macros compiled; the
 * parts are filled once the module graph is known (placeholders until then). Elsewhere (dev
 * server, tests, the prerender's Node build) `start` is the whole catalog and the others are empty.
 */
export function catalogSplit(): Plugin {
  let root = process.cwd()
  let split = false
  let catalog: Promise<Catalog> | undefined
  let known: Promise<Set<string>> | undefined
  const messagesOf = new Map<string, string[]>()
  let parts: CatalogParts | undefined
  const compiled = new Map<string, string>()
  const routeParts: Record<string, string> = {}

  const translations = async (locale: string) => {
    const { messages } = await (
      await (catalog ??= loadCatalog(root))
    ).getTranslations(locale, { sourceLocale: 'en', fallbackLocales: {} })
    return messages
  }
  const knownIds = () => (known ??= translations('en').then((messages) => new Set(Object.keys(messages))))

  return {
    name: 'wellness:catalog-split',
    enforce: 'post',
    configResolved(config) {
      root = config.root
      split = config.command === 'build' && !config.build.ssr
    },
    outputOptions(options) {
      if (!split) return
      const named = options.chunkFileNames ?? 'assets/[name]-[hash].js'
      // messages-<part>-<language>-<hash>.js rather than the bundler's en-<hash>.js, sw-<hash>.js.
      options.chunkFileNames = (chunk) => {
        const part = chunk.facadeModuleId ? parsePartId(chunk.facadeModuleId) : null
        if (part) return `assets/messages-${part.group}-${part.locale}-[hash].js`
        return typeof named === 'function' ? named(chunk) : named
      }
    },
    resolveId(id) {
      if (id === LOADERS_ID || id === ROUTE_PARTS_ID || parsePartId(id)) return id
    },
    load(id) {
      if (id === LOADERS_ID) return loadersModule()
      if (id === ROUTE_PARTS_ID)
        return `export const routeParts = ${split ? 'JSON.parse("__WELLNESS_ROUTE_PARTS__")' : '{}'}`
      const part = parsePartId(id)
      if (!part) return
      if (split) return `export const messages = JSON.parse(${JSON.stringify(placeholder(part.group, part.locale))})`
      if (part.group !== START_GROUP) return 'export const messages = {}'
      return `export { messages } from ${JSON.stringify(resolve(root, `locales/${part.locale}.po`))}`
    },
    async transform(code, id) {
      if (!split || !id.includes('/app/') || id.includes('node_modules')) return
      const ids = messageIdsIn(code, await knownIds())
      if (ids.length > 0) messagesOf.set(id, ids)
      const route = routePart(id, code)
      if (route) routeParts[route[0]] = route[1]
    },
    async renderStart() {
      if (!split) return
      const roots = [...this.getModuleIds()].filter((id) => START_ROOTS.test(id.replaceAll('\\', '/')))
      if (!roots.some((id) => id.endsWith(ENTRY_SOURCE)) || !roots.some((id) => id.endsWith(APP_SOURCE)))
        throw new Error('catalog split: no entry or app module in the build')
      const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      const start = new Set(roots.flatMap((root) => [...staticClosure(root, importedIds)]))
      const importersOf = (id: string) => {
        const info = this.getModuleInfo(id)
        return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]
      }
      parts = catalogParts(messagesOf, start, importersOf)
      for (const locale of CATALOG_LOCALES) {
        const messages = await translations(locale)
        for (const group of CATALOG_GROUPS) {
          const picked = Object.fromEntries([...(parts.ids.get(group) ?? [])].sort().map((id) => [id, messages[id]!]))
          compiled.set(placeholder(group, locale), compiledJson(locale, picked))
        }
      }
    },
    renderChunk(code, chunk) {
      if (!split || !parts) return null
      if (code.includes('__WELLNESS_MESSAGES_')) {
        return code.replace(PLACEHOLDER_LITERAL, (_literal, _quote, group: string, locale: string) =>
          JSON.stringify(compiled.get(placeholder(group, locale))!),
        )
      }
      const filled = code.replace(ROUTE_PARTS_LITERAL, () => JSON.stringify(routePartsJson(routeParts)))
      const awaited = parts.awaitedBy(chunk.moduleIds)
      if (awaited.length === 0) return filled === code ? null : filled
      return `await globalThis.${AWAIT_PARTS_GLOBAL}(${JSON.stringify(awaited)});\n${filled}`
    },
    async generateBundle(_options, bundle) {
      if (!split || !parts) return
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const partFile = new Map(
        chunks.flatMap((chunk) => {
          const part = chunk.facadeModuleId ? parsePartId(chunk.facadeModuleId) : null
          return part ? [[`${part.group}/${part.locale}`, chunk.fileName] as const] : []
        }),
      )
      const ids = await knownIds()
      const manifest: PartsManifest = {}
      for (const chunk of chunks) {
        const awaited = parts.awaitedBy(chunk.moduleIds)
        const found = new Set([START_GROUP, ...awaited].flatMap((group) => [...parts!.ids.get(group)!]))
        const missing = messageIdsIn(chunk.code, ids).filter((id) => !found.has(id))
        // The safety net of the split: a message a chunk shows but no part it waits for holds.
        if (missing.length > 0)
          this.error(`catalog split: ${chunk.fileName} shows ${missing.join(', ')} from no part it loads`)
        if (awaited.length > 0)
          manifest[chunk.fileName] = Object.fromEntries(
            CATALOG_LOCALES.map((locale) => [locale, awaited.map((group) => partFile.get(`${group}/${locale}`)!)]),
          )
      }
      for (const locale of CATALOG_LOCALES)
        manifest[START_GROUP] = { ...manifest[START_GROUP], [locale]: [partFile.get(`${START_GROUP}/${locale}`)!] }
      this.emitFile({ type: 'asset', fileName: PARTS_MANIFEST, source: JSON.stringify(manifest, null, 2) })
    },
  }
}
