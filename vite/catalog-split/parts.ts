import { SHARED_GROUPS, SHARED_SOURCES, START_GROUP, areaGroup } from './groups.ts'

/** The message ids in a module's code once Lingui's macros have compiled it (`id: "..."`, `id="..."`). */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([A-Za-z0-9+/]{6})\1/g

export function messageIdsIn(code: string, known: ReadonlySet<string>): string[] {
  return [...new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[2]!).filter((id) => known.has(id)))]
}

/** A route file's `createFileRoute('...')`: the id the router gives its matches. */
const FILE_ROUTE = /\bcreateFileRoute\(\s*(["'`])([^"'`]+)\1\s*\)/

/**
 * The route a route file defines and the part of its area, the page's own (null for a layout or a
 * route outside the areas, and for the router's split-off pieces of a route file).
 */
export function routePart(moduleId: string, code: string): [routeId: string, group: string] | null {
  if (moduleId.includes('?') || !/\/app\/routes\//.test(moduleId.replaceAll('\\', '/'))) return null
  const routeId = FILE_ROUTE.exec(code)?.[2]
  const group = areaGroup(moduleId)
  return routeId && group ? [routeId, group] : null
}

/**
 * The route-to-part table as the app reads it, in a fixed order: modules are transformed in no fixed
 * order, and the same source must build the same bytes (the landing's size is measured to the byte).
 */
export function routePartsJson(routeParts: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(routeParts).sort(([a], [b]) => a.localeCompare(b))))
}

export type CatalogParts = {
  /** Each part's message ids, `start` first. */
  ids: Map<string, Set<string>>
  /** The parts a chunk made of these modules waits for before it runs (none for the start's). */
  awaitedBy: (moduleIds: readonly string[]) => string[]
}

/**
 * Which message goes to which part: `start` holds the messages of the modules every page loads at
 * start (`startModules`), of the shared code outside the areas and of the area modules that other
 * areas import; each area's part holds those of its other modules that `start` lacks.
 */
export function catalogParts(
  messagesOf: ReadonlyMap<string, readonly string[]>,
  startModules: ReadonlySet<string>,
  importersOf: (module: string) => readonly string[],
): CatalogParts {
  // Code of an area that code outside it imports (the menu's link to notifications, a content
  // card on the crisis page) would make every page that loads it load the area's part too: its
  // text goes to the start's instead, unless its area is one shared on purpose.
  const ownAreaOnly = new Map<string, boolean>()
  const inOwnAreaOnly = (module: string): boolean => {
    const known = ownAreaOnly.get(module)
    if (known !== undefined) return known
    const group = areaGroup(module)
    ownAreaOnly.set(module, true) // an import cycle does not take a module out of its area
    const only =
      !!group &&
      (SHARED_GROUPS.has(group) ||
        SHARED_SOURCES.test(module) ||
        importersOf(module).every(
          (importer) => areaGroup(importer) === group && (startModules.has(importer) || inOwnAreaOnly(importer)),
        ))
    ownAreaOnly.set(module, only)
    return only
  }
  const groupOf = new Map<string, string>()
  for (const module of messagesOf.keys())
    if (!startModules.has(module) && inOwnAreaOnly(module)) groupOf.set(module, areaGroup(module)!)
  const start = new Set<string>()
  for (const [module, messages] of messagesOf) if (!groupOf.has(module)) messages.forEach((id) => start.add(id))
  const ids = new Map<string, Set<string>>([[START_GROUP, start]])
  for (const [module, group] of groupOf) {
    const later = messagesOf.get(module)!.filter((id) => !start.has(id))
    if (later.length === 0) {
      groupOf.delete(module)
      continue
    }
    const part = ids.get(group) ?? new Set<string>()
    later.forEach((id) => part.add(id))
    ids.set(group, part)
  }
  const awaitedBy = (moduleIds: readonly string[]) =>
    [...new Set(moduleIds.flatMap((module) => groupOf.get(module) ?? []))].sort()
  return { ids, awaitedBy }
}
