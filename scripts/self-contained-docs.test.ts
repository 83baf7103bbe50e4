import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { anchorOf } from './markdown-anchor'

// The repository must explain itself: nothing may cite a document a person who clones it does not
// have. The names are assembled from parts so this file does not match its own search.
const OUTSIDE_DOCUMENTS = new RegExp(
  [`product-${'spec'}`, `decisions${'\\.md'}`, `STACK${'\\.md'}`, `ARCHITECTURE${'\\.md'}`, `\\.\\./${'shared'}`].join(
    '|',
  ),
)

function trackedTextFiles(): { path: string; text: string }[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
  return paths
    .map((path) => ({ path, bytes: readFileSync(path) }))
    .filter(({ bytes }) => !bytes.includes(0))
    .map(({ path, bytes }) => ({ path, text: bytes.toString('utf8') }))
}

const files = trackedTextFiles()

it('cites no document from outside the repository', () => {
  const citing = files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => OUTSIDE_DOCUMENTS.test(line))
      .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
  )
  expect(citing).toEqual([])
})

it('points only to sections docs/product.md has', () => {
  const product = files.find(({ path }) => path === 'docs/product.md')
  expect(product).toBeDefined()
  const anchors = new Set([...product!.text.matchAll(/^#{2,3} (.+)$/gm)].map((match) => anchorOf(match[1]!)))
  const cited = files.flatMap(({ path, text }) => {
    const fromElsewhere = [...text.matchAll(/docs\/product\.md#([\w-]+)/g)].map((match) => match[1]!)
    const fromItself =
      path === 'docs/product.md' ? [...text.matchAll(/\]\(#([\w-]+)\)/g)].map((match) => match[1]!) : []
    return [...fromElsewhere, ...fromItself].map((anchor) => ({ path, anchor }))
  })
  expect(cited.length).toBeGreaterThan(0)
  expect(cited.filter(({ anchor }) => !anchors.has(anchor))).toEqual([])
})
