import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, it, vi } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import type { DataExport } from '../../../api/contract/schemas/account'
import { server } from '../../../mocks/node'
import { useToasts } from '../../lib/toasts'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

afterEach(async () => {
  vi.restoreAllMocks()
  await signOut()
})

const shownToast = () => useToasts.getState().toasts.find((item) => item.open)

/** What the page hands the browser to save: the file's name and its bytes. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, blob as Blob)
    return url
  })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! })
  })
  return saved
}

async function openDownload() {
  renderApp('/account')
  return within(await screen.findByRole('region', { name: 'Download my data' }, { timeout: 10_000 }))
}

it('saves my data as the JSON file the server names, and the download joins my activity', async () => {
  signInAs('user')
  const saved = catchDownloads()
  const section = await openDownload()
  expect(section.getByText(/A JSON file with your account, your bookings/)).toBeTruthy()
  fireEvent.click(section.getByRole('button', { name: 'Download my data' }))

  await waitFor(() => expect(saved).toHaveLength(1))
  expect(saved[0]!.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await saved[0]!.blob.text()) as DataExport
  expect(data.account.username).toBe(demoAccounts.user.username)
  expect(data.professional).toBeNull()
  const activity = within(screen.getByRole('region', { name: 'Recent activity' }))
  expect(await activity.findByText('Data downloaded')).toBeTruthy()
})

it('says so when the file cannot be fetched, and saves nothing', async () => {
  signInAs('user')
  const saved = catchDownloads()
  server.use(http.get('*/api/me/export', () => HttpResponse.error()))
  const section = await openDownload()
  fireEvent.click(section.getByRole('button', { name: 'Download my data' }))
  await waitFor(() =>
    expect(shownToast()).toMatchObject({
      description: 'Your data could not be downloaded. It needs a connection: please try again.',
      variant: 'destructive',
    }),
  )
  expect(saved).toEqual([])
})
