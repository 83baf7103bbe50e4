import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * An API server of a test's own (the app's dist/ and /api, like playwright.config.ts's), which the
 * test may kill and start again on the same data directory.
 */
export class OwnServer {
  private process: ChildProcess | null = null
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'wellness-e2e-own-'))

  /** env: more settings for the server, e.g. DIST_DIR for a folder the test redeploys. */
  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    this.process = spawn('npx', ['tsx', 'api/server.ts'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_FILE: join(this.dataDir, 'own.sqlite'),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        ...this.env,
      },
    })
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      const up = await fetch(`${this.origin}/api/professionals`).then(
        (response) => response.ok,
        () => false,
      )
      if (up) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`The test's own server did not start on ${this.origin}`)
  }

  /** Stops the server and deletes its data. */
  async dispose(): Promise<void> {
    await this.stop()
    rmSync(this.dataDir, { recursive: true, force: true })
  }

  /** Kills the server (npx and the node process under it) and waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.process
    if (!child?.pid || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGKILL')
    await exited
    this.process = null
  }
}
