import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS } from '../scripts/chromium-args'

const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wellness-e2e-'))
// The test workers inherit it: e2e/session-clock.ts moves a session's start in this database.
process.env.E2E_DATABASE_FILE ??= join(dataDir, 'e2e.sqlite')
// What the server's file channel would have sent by SMS (NOTIFY_SMS=file, the default outside production).
process.env.E2E_SMS_OUTBOX ??= join(dataDir, 'sms-outbox.jsonl')

/**
 * The sweeps over every route (layout at phone widths, headings and accessibility): they only read
 * (the demo professional's dashboard at most), so they run beside the journeys, one after the other.
 */
const SWEEPS = /(no-sideways-scroll|routes)\.spec\.ts/

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  timeout: 30_000,
  // CI runs both browser projects on two cores: a page can take more than the default 5 s to show
  // what a test waits for (east-africa-dates.spec.ts missed the dashboard's card once, in 5 s).
  expect: { timeout: 10_000 },
  // The journeys one at a time (several share the server's clock and demo accounts), the sweeps
  // on a second worker at the same time: CI's wall time is the longer of the two, not their sum.
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: SWEEPS, workers: 1 },
    { name: 'sweeps', testMatch: SWEEPS, workers: 1 },
  ],
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Debian's chromium (apt-get install chromium) unless scripts/e2e.ts found Playwright's own.
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx api/server.ts',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `http://127.0.0.1:${port}/api/professionals`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_FILE: process.env.E2E_DATABASE_FILE,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // Every journey signs up from 127.0.0.1: far more accounts an hour than one person makes.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '10000',
      LOGIN_FAILURES_PER_ADDRESS: '10000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
