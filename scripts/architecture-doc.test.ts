import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// docs/architecture.md must match the tree: every folder and file it names exists, so a newcomer
// who follows it never looks for something that moved or never was.
const root = fileURLToPath(new URL('..', import.meta.url))
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8')

/** The layout block (the first fence without a language): each name, resolved under its parents. */
function layoutPaths(markdown: string): string[] {
  const block = /^```\n([\s\S]*?)^```$/m.exec(markdown)?.[1] ?? ''
  // parents[level] is the folder a line at that level opened; null for a placeholder (`<feature>/`).
  const parents: (string | null)[] = []
  const paths: string[] = []
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length
    // Names sit at two spaces a level; a deeper line carries on the description above it.
    if (line.trim() === '' || indent > 8) continue
    const level = indent / 2
    const parent = level === 0 ? '' : parents[level - 1]
    parents.length = level
    if (parent === null || parent === undefined) {
      parents[level] = null
      continue
    }
    const names = line
      .trim()
      .split(/\s{2,}/)[0]!
      .split(', ')
    for (const name of names) if (!name.includes('<')) paths.push(parent + name)
    const [only] = names
    parents[level] = names.length === 1 && only!.endsWith('/') && !only!.includes('<') ? parent + only : null
  }
  return paths
}

/** Backticked paths in the prose: with a '/', no spaces or placeholders, not a URL path. */
function prosePaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '')
  return [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!)
    .filter((span) => span.includes('/') && !span.startsWith('/') && !/[\s*<>{}$?#:'"]/.test(span))
}

/** What the build or a run makes (dist/, data/ ...): named, but not in a fresh clone. */
function ignoredByGit(paths: string[]): Set<string> {
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: paths.join('\n') })
  return new Set(result.stdout.toString().split('\n').filter(Boolean))
}

function missing(paths: string[]): string[] {
  const generated = ignoredByGit(paths)
  return paths.filter((path) => {
    if (generated.has(path)) return false
    const full = join(root, path)
    return !existsSync(full) || (path.endsWith('/') && !statSync(full).isDirectory())
  })
}

it('names in its layout only folders and files that exist', () => {
  const paths = layoutPaths(architecture)
  expect(paths).toContain('api/contract/schemas/')
  expect(paths.length).toBeGreaterThan(40)
  expect(missing(paths)).toEqual([])
})

it('names in its text only folders and files that exist', () => {
  const paths = prosePaths(architecture)
  expect(paths).toContain('api/http/mount.ts')
  expect(missing(paths)).toEqual([])
})
