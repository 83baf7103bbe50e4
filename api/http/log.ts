import type { LogLevel } from '../config'

export type Logger = {
  info(line: string): void
  error(line: string, error?: unknown): void
}

/**
 * Plain lines on stdout/stderr. Callers pass only what is safe to keep: never bodies, passwords,
 * notes, cookies or secrets (SQL errors carry no bindings: see compileSqlOnError in db/connect).
 */
export function createLogger(level: LogLevel): Logger {
  return {
    info(line) {
      if (level === 'info') process.stdout.write(`${new Date().toISOString()} ${line}\n`)
    },
    error(line, error) {
      if (level === 'silent') return
      const detail = error instanceof Error ? `\n${error.stack ?? `${error.name}: ${error.message}`}` : ''
      process.stderr.write(`${new Date().toISOString()} ${line}${detail}\n`)
    },
  }
}
