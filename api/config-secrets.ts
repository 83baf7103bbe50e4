import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export const randomKeyText = () => randomBytes(32).toString('base64')

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code
}

/**
 * A development secret kept in a file readable by its owner only. Created once, whole: it is
 * written under a name of its own and then linked to its place, which fails if another process
 * got there first, so a process starting at the same moment reads the winner's secret, never a
 * file still being written.
 */
export function loadOrCreateSecret(file: string, generate: () => string): string {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error
  }
  ensurePrivateDir(dirname(file))
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, `${generate()}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(draft, file)
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error
  } finally {
    unlinkSync(draft)
  }
  return readFileSync(file, 'utf8').trim()
}

/**
 * The data folder, created readable by the server's user only; one that already exists and is
 * that user's own is tightened to 0700 too (an earlier version made it 0755).
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const { uid, mode } = statSync(dir)
  if (uid === process.getuid?.() && (mode & 0o077) !== 0) chmodSync(dir, 0o700)
}
