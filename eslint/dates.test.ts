import { ESLint } from 'eslint'
import { expect, it } from 'vitest'

const eslint = new ESLint()

/** What the date rule says about one line of code placed at `file`. */
async function dateFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-properties').map((m) => m.message)
}

it('keeps the runtime’s date formatting out of the app', async () => {
  const file = 'app/features/my-sessions/x.ts'
  expect(await dateFindings(file, 'export const a = new Date().toLocaleDateString()')).toHaveLength(1)
  expect(await dateFindings(file, "export const a = new Date().toLocaleTimeString('en')")).toHaveLength(1)
  expect(await dateFindings(file, 'export const a = new Date().toLocaleString()')).toHaveLength(1)
  expect(await dateFindings(file, "export const a = new Intl.DateTimeFormat('en').format(new Date())")).toHaveLength(1)
  expect(await dateFindings(file, 'export const a = Intl.DateTimeFormat().resolvedOptions()')).toHaveLength(1)
  expect(
    await dateFindings(file, "import { i18n } from '@lingui/core'\nexport const a = i18n.date(new Date())"),
  ).toHaveLength(1)
})

it('lets the formatter use it, and the app use the formatter', async () => {
  expect(await dateFindings('app/lib/time/format.ts', "export const a = new Intl.DateTimeFormat('en-KE')")).toEqual([])
  expect(
    await dateFindings('app/x.ts', "import { dateText } from './lib/time/format'\nexport const a = dateText"),
  ).toEqual([])
  expect(await dateFindings('api/contract/x.ts', "export const a = new Intl.DateTimeFormat('en')")).toEqual([])
})
