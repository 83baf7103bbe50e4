import type { Transfer } from './counting-proxy'
import { median } from './production-server'

/** The pure part of `npm run data-cost`: what is counted, by kind, against which budget. */

export type Cost = { transfers: number; bodyBytes: number; headerBytes: number; bytes: number }

/** API answers are the person's data, not the app's weight: never counted. */
const counted = (transfer: Transfer) => !transfer.path.startsWith('/api/')

/** Bytes on the wire (bodies as sent, plus request and answer headers) of the transfers counted. */
export function wireCost(transfers: Transfer[]): Cost {
  const kept = transfers.filter(counted)
  const bodyBytes = kept.reduce((sum, transfer) => sum + transfer.bytes, 0)
  const headerBytes = kept.reduce((sum, transfer) => sum + transfer.headerBytes, 0)
  return { transfers: kept.length, bodyBytes, headerBytes, bytes: bodyBytes + headerBytes }
}

const KINDS: [kind: string, test: RegExp][] = [
  ['service worker', /^\/(sw|workbox-[^/]*)\.js$/],
  ['JavaScript', /\.m?js$/],
  ['CSS', /\.css$/],
  ['images', /\.(png|jpe?g|webp|avif|svg|ico)$/],
  ['fonts', /\.woff2?$/],
  ['manifest', /\.webmanifest$/],
  ['pages (HTML)', /(\.html|\/[^./]*)$/],
]

/** What a transfer is, from its path (query left out). */
export function kindOf(path: string): string {
  const bare = path.split('?')[0]!
  return KINDS.find(([, test]) => test.test(bare))?.[0] ?? 'other'
}

/** Bytes on the wire per kind of file, largest first (API answers left out). */
export function attribute(transfers: Transfer[]): [kind: string, bytes: number][] {
  const perKind = new Map<string, number>()
  for (const transfer of transfers.filter(counted)) {
    const kind = kindOf(transfer.path)
    perKind.set(kind, (perKind.get(kind) ?? 0) + transfer.bytes + transfer.headerBytes)
  }
  return [...perKind].sort(([, a], [, b]) => b - a)
}

export type Figure = { name: string; runs: number[]; budgetBytes?: number }
export type Verdict = Figure & { median: number; met: boolean }

/** Each figure's median over its runs, and whether it stays within its budget (no budget: always met). */
export function verdicts(figures: Figure[]): Verdict[] {
  return figures.map((figure) => {
    const middle = median(figure.runs)
    return { ...figure, median: middle, met: figure.budgetBytes === undefined || middle <= figure.budgetBytes }
  })
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
