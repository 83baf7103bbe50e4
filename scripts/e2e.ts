import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

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
const result = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromiumPath },
})
process.exit(result.status ?? 1)
