import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')

/** `vite build` into dist/, as the server serves it. */
export function buildApp(): void {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('vite build failed')
}

/**
 * The real server as deployed (NODE_ENV=production, so its secrets must be given), over plain http
 * on loopback, on a throwaway database in `dataDir`; resolves once it answers.
 */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      INSECURE_HTTP: 'true',
      // Production names its SMS channel; these runs send none.
      NOTIFY_SMS: 'none',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      NOTES_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SESSION_KEYS: randomBytes(24).toString('base64url'),
    },
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(origin, { headers: { Accept: 'text/html' } })).ok) return server
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill()
  throw new Error(`the server did not answer on ${origin} within 30 s`)
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
