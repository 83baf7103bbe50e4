import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestServer } from './test-server'

/** Another API process, as a second instance behind a load balancer: its data folder and its address. */
export type ApiProcess = { dir: string; api: Promise<TestServer>; stop(): void }

/**
 * Starts `api/server.ts` as a child process on the test server's PostgreSQL database and keys,
 * with a data folder of its own and `env` on top; `api` resolves once it listens.
 */
export function startApiProcess(server: TestServer, env: Record<string, string>): ApiProcess {
  if (server.config.database.client !== 'postgres') throw new Error('This test runs on PostgreSQL only')
  const dir = mkdtempSync(join(tmpdir(), 'api-process-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dir,
      DATABASE_URL: server.config.database.url,
      DATABASE_SCHEMA: server.config.database.schema ?? '',
      NOTES_ENCRYPTION_KEY: server.config.notesEncryptionKey.toString('base64'),
      SESSION_KEYS: server.config.sessionKeys.join(','),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NOTIFY_PUSH: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const api = new Promise<TestServer>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const port = /listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1]
      if (port) resolve({ ...server, baseUrl: `http://127.0.0.1:${port}` })
    })
    child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)))
  })
  return {
    dir,
    api,
    stop() {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
