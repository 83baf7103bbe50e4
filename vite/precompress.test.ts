import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, expect, it } from 'vitest'
import { precompressFolder } from './precompress'

let dir = ''
afterEach(() => rm(dir, { recursive: true, force: true }))

it('writes a brotli copy beside every text file the server compresses, in every folder, and none for the rest', async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'))
  await mkdir(join(dir, 'assets'))
  await mkdir(join(dir, 'prerendered', 'sw'), { recursive: true })
  const script = 'export const karibu = "karibu";\n'.repeat(200)
  const page = '<p>Msaada wa Dharura</p>\n'.repeat(100)
  await writeFile(join(dir, 'assets', 'app-A1.js'), script)
  await writeFile(join(dir, 'prerendered', 'sw', 'crisis-resources.html'), page)
  await writeFile(join(dir, 'assets', 'tiny-T1.js'), 'export {}')
  await writeFile(join(dir, 'assets', 'photo-P1.png'), Buffer.alloc(4096, 7))

  expect(await precompressFolder(dir)).toBe(2)
  expect(brotliDecompressSync(await readFile(join(dir, 'assets', 'app-A1.js.br'))).toString()).toBe(script)
  expect(
    brotliDecompressSync(await readFile(join(dir, 'prerendered', 'sw', 'crisis-resources.html.br'))).toString(),
  ).toBe(page)
  await expect(readFile(join(dir, 'assets', 'tiny-T1.js.br'))).rejects.toThrow()
  await expect(readFile(join(dir, 'assets', 'photo-P1.png.br'))).rejects.toThrow()
  // A second build over the same folder does not compress the copies themselves.
  expect(await precompressFolder(dir)).toBe(2)
})
