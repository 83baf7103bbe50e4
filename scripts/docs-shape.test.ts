import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { anchorOf } from './markdown-anchor'

// The docs a newcomer reads first keep their shape: a README read in minutes, whose figures point to
// where their history is kept, and decision records that say when they were made and whether they hold.
const root = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')

it('keeps the README within 150 lines', () => {
  expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(150)
})

it("points each of the README's current figures to a section of docs/performance.md", () => {
  const readme = read('README.md')
  const section = readme.slice(readme.indexOf('## Current figures'))
  const figures = section.split('\n').filter((line) => line.startsWith('- '))
  expect(figures.length).toBeGreaterThanOrEqual(5)
  const anchors = new Set(
    [...read('docs/performance.md').matchAll(/^#{2,3} (.+)$/gm)].map((match) => anchorOf(match[1]!)),
  )
  const unpointed = figures.filter((line) => {
    const anchor = /\(docs\/performance\.md#([\w-]+)\)/.exec(line)?.[1]
    return !anchor || !anchors.has(anchor)
  })
  expect(unpointed).toEqual([])
})

it('gives every decision record a Date and a Status under its title', () => {
  const folder = 'docs/decisions'
  const records = readdirSync(join(root, folder)).filter((name) => name.endsWith('.md'))
  expect(records.length).toBeGreaterThan(0)
  const undated = records.filter((name) => {
    const head = read(`${folder}/${name}`).split('## Context')[0]!
    return (
      !/^Date: \d{4}-\d{2}-\d{2}$/m.test(head) || !/^Status: (Accepted|Proposed|Deprecated|Superseded)\b/m.test(head)
    )
  })
  expect(undated).toEqual([])
})
