import { ESLint } from 'eslint'
import { expect, it } from 'vitest'

const eslint = new ESLint()

/** The import rules' findings for one line of code placed at `file`. */
async function importFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: file })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message)
}

it('lets the app and the mocks import the API contract and its shared domain, and nothing else of api/', async () => {
  expect(await importFindings('app/features/auth/x.ts', "export { a } from '../../../api/contract/x'")).toEqual([])
  expect(await importFindings('app/lib/x.ts', "export { a } from '../../api/http/x'")).toHaveLength(1)
  expect(await importFindings('app/x.ts', "export { a } from '../api/modules/auth/repo'")).toHaveLength(1)
  expect(await importFindings('mocks/handlers/x.ts', "export { a } from '../../api/db/connect'")).toHaveLength(1)
  expect(await importFindings('mocks/handlers/x.ts', "export { a } from '../../api/contract/routes'")).toEqual([])
  expect(await importFindings('mocks/x.ts', "export { a } from '../api/domain/bookings/present'")).toEqual([])
  expect(
    await importFindings('app/features/booking/x.ts', "export { a } from '../../../api/domain/bookings/slots'"),
  ).toEqual([])
})

it('keeps api/domain safe for the browser: the contract and itself only', async () => {
  const file = 'api/domain/bookings/x.ts'
  expect(await importFindings(file, "export { a } from '../../contract/time'")).toEqual([])
  expect(await importFindings(file, "export { a } from '../clock/x'")).toEqual([])
  expect(await importFindings(file, "export { a } from '../../db/connect'")).toHaveLength(1)
  expect(await importFindings(file, "export { a } from '../../modules/bookings/repo'")).toHaveLength(1)
  expect(await importFindings(file, "export { a } from 'node:crypto'")).toHaveLength(1)
})

it('lets a feature use another only through its index, wherever the file sits in the feature', async () => {
  expect(await importFindings('app/features/landing/x.tsx', "export { a } from '../directory'")).toEqual([])
  expect(
    await importFindings('app/features/landing/x.tsx', "export { a } from '../directory/directory-section'"),
  ).toHaveLength(1)
  expect(
    await importFindings('app/features/dashboard/bookings/x.ts', "export { a } from '../../auth/queries'"),
  ).toHaveLength(1)
  expect(
    await importFindings('app/features/dashboard/bookings/x.ts', "export { a } from '../profile/use-update-profile'"),
  ).toEqual([])
  expect(
    await importFindings('app/features/dashboard/bookings/x.ts', "export { a } from '../../../lib/toasts'"),
  ).toEqual([])
})

it('lets a module use another only through its index.ts', async () => {
  expect(await importFindings('api/modules/auth/repo.ts', "export { a } from '../professionals/repo'")).toHaveLength(1)
  expect(await importFindings('api/modules/data-export/repo.ts', "export { a } from '../bookings'")).toEqual([])
  expect(await importFindings('api/modules/auth/repo.ts', "export { a } from '../../db/search-columns'")).toEqual([])
  expect(await importFindings('api/modules/auth/routes.ts', "export { a } from './repo'")).toEqual([])
})

it('keeps api/db free of any module', async () => {
  expect(await importFindings('api/db/x.ts', "export { a } from '../modules/auth/username-backfill'")).toHaveLength(1)
  expect(await importFindings('api/db/x.ts', "export { a } from './connect'")).toEqual([])
})

it('keeps api/http free of any module', async () => {
  expect(await importFindings('api/http/x.ts', "export { a } from '../modules/auth/present'")).toHaveLength(1)
  expect(await importFindings('api/http/x.ts', "export { a } from '../contract/routes'")).toEqual([])
})
