import type { Plugin, Rolldown } from 'vite'
import { APP_SOURCE, STARTUP_CHUNK } from './app-chunk.ts'

export const ENTRY_SOURCE = 'app/main.tsx'

/** A module and every module it imports statically, recursively. */
export function staticClosure(root: string, importedIds: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const imported of importedIds(id)) visit(imported)
  }
  visit(root)
  return seen
}

/**
 * The modules every page loads right after the entry: the app's module and all it imports
 * statically, less what the entry imports itself (kept out, or the entry would load all of it).
 */
export function startupModules(
  app: string,
  entry: string,
  importedIds: (id: string) => readonly string[],
): Set<string> {
  const fromEntry = staticClosure(entry, importedIds)
  return new Set([...staticClosure(app, importedIds)].filter((id) => !fromEntry.has(id)))
}

/**
 * One chunk for `startupModules` (the framework chunk aside). Left to itself the bundler cut that
 * code into some thirty chunks, many under 1 KB, each module shared by a different set of routes:
 * at 400 ms a round trip, each cost the first visit more than its bytes. One chunk also gzips
 * smaller (the landing's first load 176.3 -> 171.4 KB). The set is known once the module graph
 * is: the plugin fills it in buildEnd, and the group's test reads it when chunks are made.
 * `leaveOut`: modules a library's index imports that no page uses at start.
 */
export function startupChunk(leaveOut?: RegExp): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  let startup = new Set<string>()
  const plugin: Plugin = {
    name: 'wellness:startup-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()]
      const app = ids.find((id) => id.endsWith(APP_SOURCE))
      const entry = ids.find((id) => id.endsWith(ENTRY_SOURCE))
      // The prerender's server build has neither: it gets the bundler's own chunks.
      startup = app && entry ? startupModules(app, entry, (id) => this.getModuleInfo(id)?.importedIds ?? []) : new Set()
    },
  }
  const group: Rolldown.CodeSplittingGroup = {
    name: STARTUP_CHUNK,
    // A library's index imports all its modules, used or not: those `leaveOut` names go to the areas' chunks.
    test: (id) => startup.has(id) && !leaveOut?.test(id),
    // A module the entry shares stays out even when a startup module imports it.
    includeDependenciesRecursively: false,
  }
  return { plugin, group }
}
