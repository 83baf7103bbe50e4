import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { daysAhead, phone, toast } from './journey-helpers'
import { createProfessional, createUser } from './offline-helpers'
import { DEFAULT_LIMITS } from '../api/contract/limits'

// docs/product.md#6-bookings: past 3 requests waiting with one professional, the request is refused
// with a message that points to the crisis page; the page is a link, and the toast saying so keeps
// clear of Book a Session's controls.
test.use({ ...phone, timezoneId: 'Africa/Nairobi' })

/**
 * The dialog's controls the toast covers: the part of each control the dialog shows (inside its
 * scrolling area) that lies under the toast.
 */
async function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toastBox = document.querySelector('[aria-label="Notifications (F8)"] li')!.getBoundingClientRect()
    const dialog = document.querySelector('[role="dialog"]')!
    const area = dialog.querySelector('.overflow-y-auto')!.getBoundingClientRect()
    const overlap = (a: DOMRect, b: { top: number; bottom: number; left: number; right: number }) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    return [...dialog.querySelectorAll<HTMLElement>('a, button, input, select, textarea')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect()
        const shown = {
          top: Math.max(box.top, area.top),
          bottom: Math.min(box.bottom, area.bottom),
          left: Math.max(box.left, area.left),
          right: Math.min(box.right, area.right),
        }
        return shown.top < shown.bottom && overlap(toastBox, shown)
      })
      .map((control) => control.getAttribute('aria-label') ?? (control.textContent?.trim() || control.id))
  })
}

test("the pending-limit refusal links to the crisis page, and its toast never covers the dialog's controls at 360 px", async ({
  page,
  browser,
}) => {
  const proContext = await browser.newContext()
  await createProfessional(proContext.request)
  const professionalId = ((await (await proContext.request.get('/api/me/professional')).json()) as { id: number }).id
  await proContext.close()
  const client = await createUser(page.request)
  // As many requests as the limit allows, whatever it is set to (api/contract/limits.ts).
  const allowed = Array.from({ length: DEFAULT_LIMITS.pendingRequestsPerProfessional }, (_, index) => 3 + index)
  for (const days of allowed) {
    const booked = await page.request.post('/api/bookings', {
      headers: { 'Idempotency-Key': `e2e-limit-${client.username}-${days}` },
      data: { professionalId, sessionDate: daysAhead(days), sessionTime: '10:00', sessionType: 'Video Call' },
    })
    expect(booked.status()).toBe(201)
  }

  await page.goto(`/professionals/${professionalId}`)
  await page.getByRole('button', { name: 'Book Now' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Book a Session' })
  await dialog.getByLabel('Date').fill(daysAhead(3 + allowed.length))
  await dialog.getByLabel('Time', { exact: true }).fill('10:00')
  await dialog.getByRole('button', { name: 'Request Booking' }).tap()

  const refusal = toast(page, 'Error')
  await expect(refusal).toContainText('waiting for this professional to answer')
  await expect(refusal.getByRole('link', { name: 'Crisis Resources' })).toHaveAttribute('href', '/crisis-resources')
  await expect(dialog.getByRole('alert')).toBeVisible()
  expect(await controlsUnderToast(page)).toEqual([])
  // Scrolled to its foot, where the person pressed Request Booking, the dialog is still clear of it.
  await dialog.locator('.overflow-y-auto').evaluate((area) => area.scrollTo(0, area.scrollHeight))
  expect(await controlsUnderToast(page)).toEqual([])

  await dialog.getByRole('alert').getByRole('link', { name: 'Crisis Resources' }).tap()
  await expect(page.getByRole('heading', { level: 1, name: 'Crisis Resources' })).toBeVisible()
})
