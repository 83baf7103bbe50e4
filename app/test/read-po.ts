import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type PoEntry = { msgid: string; msgstr: string }

/** The msgid/msgstr pairs of locales/<locale>.po (strings may continue over several quoted lines). */
export function readPo(locale: string): PoEntry[] {
  const text = readFileSync(join(import.meta.dirname, '../../locales', `${locale}.po`), 'utf8')
  const entries: PoEntry[] = []
  let current: Partial<PoEntry> = {}
  let field: keyof PoEntry | null = null
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line)
    if (start) {
      field = start[1] as keyof PoEntry
      current[field] = JSON.parse(start[2]!) as string
      if (field === 'msgstr') entries.push(current as PoEntry)
      if (field === 'msgstr') current = {}
    } else if (/^".*"$/.test(line) && field) {
      const last = field === 'msgstr' ? entries[entries.length - 1]! : current
      last[field] = (last[field] ?? '') + (JSON.parse(line) as string)
    } else {
      field = null
    }
  }
  return entries.filter((entry) => entry.msgid !== '')
}

/** A message as the Swahili catalog has it, placeholders filled in: what a Swahili reader sees. */
export function swahili(msgid: string, values: Record<string, string> = {}): string {
  const entry = readPo('sw').find((candidate) => candidate.msgid === msgid)
  if (!entry?.msgstr) throw new Error(`No Swahili translation for "${msgid}"`)
  return entry.msgstr.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}
