import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export const randomKeyText = () => randomBytes(32).toString('base64')

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code
}

/**
 * A development secret kept in a file readable by its owner only. Created once; 'wx' makes a
 * second process that races the first read the winner's key instead of overwriting it.
 */
export function loadOrCreateSecret(file: string, generate: () => string): string {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error
  }
  ensurePrivateDir(dirname(file))
  try {
    writeFileSync(file, `${generate()}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error
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
