import type { LogLevel } from '../config'

export type Logger = {
  info(line: string): void
  /** Something a client did wrong that an operator may want to see: one line, no stack. */
  warn(line: string): void
  error(line: string, error?: unknown): void
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 }

/**
 * Plain lines on stdout/stderr. Callers pass only what is safe to keep: never bodies, passwords,
 * notes, cookies or secrets (SQL errors carry no bindings: see compileSqlOnError in db/connect).
 */
export function createLogger(level: LogLevel): Logger {
  const on = (wanted: LogLevel) => RANK[level] >= RANK[wanted]
  return {
    info(line) {
      if (on('info')) process.stdout.write(`${new Date().toISOString()} ${line}\n`)
    },
    warn(line) {
      if (on('warn')) process.stderr.write(`${new Date().toISOString()} warn: ${line}\n`)
    },
    error(line, error) {
      if (!on('error')) return
      const detail = error instanceof Error ? `\n${error.stack ?? `${error.name}: ${error.message}`}` : ''
      process.stderr.write(`${new Date().toISOString()} ${line}${detail}\n`)
    },
  }
}
