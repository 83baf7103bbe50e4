import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'

export type RunningServer = { url: string; pid: number; stop(): Promise<void> }

/**
 * Starts the real server (api/server.ts) in a child process, so the load generator does not share
 * its event loop, and resolves once it listens on 127.0.0.1 (port chosen by the system).
 */
export async function startServer(root: string, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // Loopback without TLS: cookies that are not Secure, on purpose (a benchmark may override).
      INSECURE_HTTP: 'true',
      // Production names its SMS channel; these runs send none.
      NOTIFY_SMS: 'none',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NOTES_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SESSION_KEYS: randomBytes(32).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      output += data.toString()
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)))
  })
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stop(child) }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
