import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Runs the Playwright journeys in a real Chromium: Playwright's own if installed, else Debian's
 * /usr/bin/chromium. Without any browser the run says so loudly and skips, except in CI
 * (CI=true), where a missing browser is a failure.
 */
async function findChromium(): Promise<string | null> {
  const candidates = [process.env.CHROME_PATH]
  try {
    const { chromium } = await import('@playwright/test')
    candidates.push(chromium.executablePath())
  } catch {
    // Playwright without its browser download: fall through to the system one.
  }
  candidates.push('/usr/bin/chromium', '/usr/bin/chromium-browser')
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null
}

const chromiumPath = await findChromium()
if (!chromiumPath) {
  const line = '!'.repeat(78)
  console.error(`\n${line}\n!!! BROWSER TESTS SKIPPED: no Chromium found (apt-get install -y chromium)\n${line}\n`)
  process.exit(process.env.CI === 'true' ? 1 : 0)
}
// The server serves dist/: build the app the journeys open.
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

// The update journey (e2e/pwa-update.spec.ts) deploys a second build over the first: the same app
// with a build id, so its index.html and service worker differ. About 10 s; skipped when the run
// names other spec files only.
const args = process.argv.slice(2)
const files = args.filter((arg) => arg.endsWith('.ts'))
let buildB: string | undefined
if (files.length === 0 || files.some((file) => file.includes('pwa-update'))) {
  buildB = mkdtempSync(join(tmpdir(), 'wellness-build-b-'))
  const second = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', buildB, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_BUILD_ID: 'e2e-update-b' },
  })
  if (second.status !== 0) process.exit(second.status ?? 1)
}
const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromiumPath, ...(buildB ? { E2E_BUILD_B_DIR: buildB } : {}) },
})
if (buildB) rmSync(buildB, { recursive: true, force: true })
process.exit(result.status ?? 1)
