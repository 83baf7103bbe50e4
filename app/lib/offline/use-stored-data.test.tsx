import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { StoredCopyNote } from '../../components/ui/saved-copy-note'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { createQueryClient } from '../query-client'
import { pageDataKey, pageQueryKey, useStoredData } from './use-stored-data'

afterEach(() => vi.restoreAllMocks())

const bundled = ['Call 999']

function Page() {
  const lines = useStoredData(pageDataKey('test', 'lines'), bundled)
  return (
    <>
      <StoredCopyNote queryKeys={[pageQueryKey('test')]} />
      <p>{lines.join(', ')}</p>
    </>
  )
}

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <Page />
      </QueryClientProvider>
    </I18nProvider>,
  )

it('stores a page’s own data on an online visit and shows it with no note', async () => {
  renderPage()
  expect(screen.getByText('Call 999')).toBeTruthy()
  await waitFor(async () => expect(await readStoredCopy(pageDataKey('test', 'lines'))).toBeDefined())
  expect(screen.queryByText(/^Saved on this device/)).toBeNull()
})

it('offline, shows the stored copy with the date it was saved', async () => {
  await storeCopy(pageDataKey('test', 'lines'), ['Call 112'], false)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  renderPage()
  expect(await screen.findByText('Call 112')).toBeTruthy()
  expect(await screen.findByText(/^Saved on this device · last updated \S.*\d{2}:\d{2}/)).toBeTruthy()
})
