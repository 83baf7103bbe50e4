import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
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
  mkdirSync(dirname(file), { recursive: true })
  try {
    writeFileSync(file, `${generate()}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error
  }
  return readFileSync(file, 'utf8').trim()
}
