import { i18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { User } from '../../../api/contract/schemas/auth'
import { queryRoots } from '../query-keys'
import { saveDataStore } from '../save-data/save-data'
import { askForSkippedFiles } from './ask-for-skipped-files'
import { pageReader } from './page-reader'

beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(() => saveDataStore.setState({ chosen: null, browser: false }))

/** A registration whose active worker records what the page posts. */
function activeWorker() {
  const postMessage = vi.fn()
  const container = {
    getRegistration: () => Promise.resolve({ active: { postMessage } }),
  } as unknown as ServiceWorkerContainer
  return { container, postMessage }
}

const professional = { id: 1, username: 'wanjiru', role: 'professional' } as User

it('asks at start for the files for this reader, and again when a person signs in or the language changes', async () => {
  const queryClient = new QueryClient()
  queryClient.setQueryData(queryRoots.user, null)
  const { container, postMessage } = activeWorker()
  askForSkippedFiles(container, pageReader(queryClient))
  await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: 'PRECACHE_REST', role: null, locale: 'en' }))

  queryClient.setQueryData(queryRoots.user, professional)
  await vi.waitFor(() =>
    expect(postMessage).toHaveBeenCalledWith({ type: 'PRECACHE_REST', role: 'professional', locale: 'en' }),
  )
  i18n.loadAndActivate({ locale: 'sw', messages: {} })
  await vi.waitFor(() =>
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'PRECACHE_REST', role: 'professional', locale: 'sw' }),
  )
  expect(postMessage).toHaveBeenCalledTimes(3)
})

it('asks nothing while Save data is on, and asks once it is turned off', async () => {
  saveDataStore.setState({ chosen: true })
  const queryClient = new QueryClient()
  queryClient.setQueryData(queryRoots.user, professional)
  const { container, postMessage } = activeWorker()
  askForSkippedFiles(container, pageReader(queryClient))
  queryClient.setQueryData(queryRoots.user, { ...professional, role: 'admin' })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(postMessage).not.toHaveBeenCalled()

  saveDataStore.setState({ chosen: false })
  await vi.waitFor(() =>
    expect(postMessage).toHaveBeenCalledWith({ type: 'PRECACHE_REST', role: 'admin', locale: 'en' }),
  )
})
