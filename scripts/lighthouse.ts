import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS } from './chromium-args'
import { buildApp, median, startServer } from './production-server'
import { ToolFailure, withRetries } from './tool-retry'

/**
 * `npm run lighthouse`: builds the app, starts the production server on a throwaway database and
 * runs Lighthouse (mobile, its default simulated throttling) with the local Chromium, RUNS times
 * per page, each in a fresh Chrome profile (no warm cache or service worker). Prints the median
 * of each figure per page and whether each target of issue 5 is met. A run that Lighthouse itself
 * fails is tried again, up to ATTEMPTS times (issue 20); exits non-zero only when a run cannot
 * complete in those: this CPU is noisy (docs/development.md), so scores are reported, never gated on.
 */
// LIGHTHOUSE_PAGES (comma-separated paths) measures only those pages.
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/crisis-resources,/auth').split(',')
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3130)
const ORIGIN = `http://127.0.0.1:${PORT}`
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ')
const ATTEMPTS = 3
const TARGETS = { performance: 95, accessibility: 100, landingLcpMs: 1800 }

const root = join(import.meta.dirname, '..')
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js')

type Run = { performance: number; accessibility: number; bestPractices: number; lcpMs: number }
type LighthouseReport = {
  runtimeError?: { code: string; message: string }
  categories: Record<'performance' | 'accessibility' | 'best-practices', { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}

/** One Lighthouse run in a Chrome of its own (the CLI launches each with a new temporary profile). */
function lighthouseRun(path: string, outputFile: string): Run {
  rmSync(outputFile, { force: true })
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      `${ORIGIN}${path}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${outputFile}`,
      '--quiet',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH } },
  )
  // On a runtimeError the CLI still writes its report, then exits non-zero.
  const report = existsSync(outputFile) ? (JSON.parse(readFileSync(outputFile, 'utf8')) as LighthouseReport) : null
  if (report?.runtimeError) {
    throw new ToolFailure(`Lighthouse failed on ${path}: ${report.runtimeError.code} (${report.runtimeError.message})`)
  }
  if (result.status !== 0 || !report) throw new ToolFailure(`Lighthouse exited with code ${result.status} on ${path}`)
  const score = (category: keyof LighthouseReport['categories']) => {
    const value = report.categories[category].score
    if (value === null) throw new Error(`Lighthouse gave no ${category} score on ${path}`)
    return Math.round(value * 100)
  }
  const lcpMs = report.audits['largest-contentful-paint']?.numericValue
  if (lcpMs === undefined) throw new Error(`Lighthouse measured no LCP on ${path}`)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs,
  }
}

/** A busy machine sometimes loses Chrome's trace (NO_NAVSTART, about one run in nine): such a run is tried again. */
function lighthouseRunWithRetries(path: string, outputFile: string): Run {
  return withRetries(
    () => lighthouseRun(path, outputFile),
    ATTEMPTS,
    (failure, next) => console.error(`${failure.message}; attempt ${next} of ${ATTEMPTS}`),
  )
}

function medians(runs: Run[]): Run {
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    bestPractices: median(runs.map((run) => run.bestPractices)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
  }
}

function printTable(results: Map<string, Run>): void {
  const header = ['page', 'performance', 'accessibility', 'best practices', 'LCP']
  const rows = [...results].map(([path, run]) => [
    path,
    String(run.performance),
    String(run.accessibility),
    String(run.bestPractices),
    `${(run.lcpMs / 1000).toFixed(2)} s`,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')
  console.log(
    `\nLighthouse ${RUNS === 1 ? '(1 run' : `(median of ${RUNS} runs`} per page; mobile, simulated throttling)\n`,
  )
  console.log(line(header))
  for (const row of rows) console.log(line(row))
}

function printTargets(results: Map<string, Run>): void {
  const checks: [string, boolean][] = []
  for (const [path, run] of results) {
    checks.push([
      `${path} performance ${run.performance} >= ${TARGETS.performance}`,
      run.performance >= TARGETS.performance,
    ])
    checks.push([
      `${path} accessibility ${run.accessibility} = ${TARGETS.accessibility}`,
      run.accessibility >= TARGETS.accessibility,
    ])
  }
  const landing = results.get('/')
  if (landing) {
    const lcp = (landing.lcpMs / 1000).toFixed(2)
    checks.push([`/ LCP ${lcp} s <= ${TARGETS.landingLcpMs / 1000} s`, landing.lcpMs <= TARGETS.landingLcpMs])
  }
  console.log('\nTargets (issue 5):')
  for (const [text, met] of checks) console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${text}`)
  const missed = checks.filter(([, met]) => !met).length
  console.log(missed ? `\n${missed} target(s) not met in this run.` : '\nAll targets met.')
}

async function main(): Promise<void> {
  buildApp()
  const workDir = mkdtempSync(join(tmpdir(), 'wellness-lighthouse-'))
  const reportsDir = join(root, 'reports', 'lighthouse')
  mkdirSync(reportsDir, { recursive: true })
  const server = await startServer(PORT, join(workDir, 'data'))
  try {
    const results = new Map<string, Run>()
    for (const path of PAGES) {
      const runs: Run[] = []
      for (let index = 1; index <= RUNS; index++) {
        const name = `${path === '/' ? 'landing' : path.slice(1)}-${index}.json`
        const run = lighthouseRunWithRetries(path, join(reportsDir, name))
        console.log(
          `${path} run ${index}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
            `best practices ${run.bestPractices}, LCP ${(run.lcpMs / 1000).toFixed(2)} s`,
        )
        runs.push(run)
      }
      results.set(path, medians(runs))
    }
    printTable(results)
    printTargets(results)
    console.log(`\nFull reports: ${reportsDir}`)
  } finally {
    server.kill()
    rmSync(workDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`\nLighthouse run failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
