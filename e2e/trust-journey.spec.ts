import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { daysAhead, expectToast, login, PASSWORD, register, uniqueSuffix, uniqueWord } from './journey-helpers'
import { COMPLETE_PROFILE, professionalWithBooking } from './offline-helpers'
import { createAdminWithScript, expireLicenceOf } from './trust-clock'

/**
 * Issue 14's journeys: "Verified" is a check an admin made, with a date, that runs out on its
 * own; and a person takes their data with them or has it removed without writing to anyone.
 */

/** A PDF small enough to type, with the signature and end marker the server checks for. */
const LICENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const directory = (page: Page) => page.getByRole('region', { name: 'Find a Professional' })

/** The directory searched for one surname, with or without the Verified only default. */
async function searchDirectory(page: Page, surname: string, verifiedOnly: boolean): Promise<Locator> {
  await page.goto(verifiedOnly ? `/?q=${surname}#directory` : `/?q=${surname}&verified=false#directory`)
  const section = directory(page)
  await expect(section.getByRole('checkbox', { name: 'Verified only' })).toBeChecked({ checked: verifiedOnly })
  await expect(section.getByText(/professionals? found$/)).toBeVisible()
  return section
}

test('a professional is listed once complete, verified by an admin, and loses the badge when the licence runs out', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const username = `pro_${uniqueSuffix()}`
  const surname = uniqueWord()
  const fullName = `Dr. Zawadi ${surname}`
  const registrationNumber = `CPB/${uniqueSuffix()}`
  const proContext = await browser.newContext()
  const pro = await proContext.newPage()

  await test.step('registers: not in the directory while the profile is not complete', async () => {
    await register(pro, { username, role: 'professional', title: 'Counseling Psychologist' })
    await expect(pro).toHaveURL(/\/professional\/dashboard$/)
    await pro.getByRole('tab', { name: 'Profile' }).click()
    await expect(pro.getByText('Your profile is not listed in the directory yet').first()).toBeVisible()
    const visitor = await browser.newPage()
    const section = await searchDirectory(visitor, surname, false)
    await expect(section.getByRole('article', { name: fullName })).toHaveCount(0)
    await visitor.close()
  })

  await test.step('completes the profile: the card appears', async () => {
    await pro.getByLabel('Full Name').fill(fullName)
    await pro.getByLabel('Bio').fill(COMPLETE_PROFILE.bio)
    await pro.getByLabel('Specialties').fill(COMPLETE_PROFILE.specialties.join(', '))
    await pro.getByLabel('Languages').fill(COMPLETE_PROFILE.languages.join(', '))
    await pro.getByLabel('Location').fill(COMPLETE_PROFILE.location)
    await pro.getByRole('button', { name: 'Save Profile' }).click()
    await expectToast(pro, 'Profile updated successfully')
    const visitor = await browser.newPage()
    const card = (await searchDirectory(visitor, surname, false)).getByRole('article', { name: fullName })
    await expect(card).toBeVisible()
    await expect(card.getByText('Not verified yet')).toBeVisible()
    // Verified only, the default, leaves an unchecked professional out.
    const verifiedOnly = await searchDirectory(visitor, surname, true)
    await expect(verifiedOnly.getByRole('article', { name: fullName })).toHaveCount(0)
    await visitor.close()
  })

  await test.step('sends the licence details with the licence itself', async () => {
    await pro.getByRole('tab', { name: 'Verification' }).click()
    await pro.getByLabel('Country').selectOption({ label: 'Kenya' })
    await pro.getByLabel('Regulator').selectOption({ label: 'Counsellors and Psychologists Board' })
    await pro.getByLabel('Registration or licence number').fill(registrationNumber)
    await pro.getByLabel('Licence expiry date').fill(daysAhead(200))
    await pro.getByLabel('Your licence (optional)').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: LICENCE_PDF,
    })
    await pro.getByRole('button', { name: 'Send for checking' }).click()
    await expect(pro.getByText('Waiting for a check').first()).toBeVisible()
  })

  await test.step('an admin made by the script signs in, reads the licence and verifies', async () => {
    const adminName = `admin_${uniqueSuffix()}`
    await createAdminWithScript(adminName, PASSWORD)
    const adminContext = await browser.newContext()
    const admin = await adminContext.newPage()
    await login(admin, adminName, PASSWORD)
    await expect(admin).toHaveURL(/\/admin$/)
    const queue = admin.getByRole('region', { name: 'Waiting for a check' })
    const entry = queue.getByRole('article').filter({ hasText: fullName })
    await expect(entry).toContainText(registrationNumber)
    const download = admin.waitForEvent('download')
    await entry.getByRole('link', { name: 'Download the licence' }).click()
    expect(readFileSync(await (await download).path())).toEqual(LICENCE_PDF)
    await entry.getByRole('button', { name: 'Verify' }).click()
    await admin
      .getByRole('dialog', { name: 'Verify this professional?' })
      .getByRole('button', { name: 'Verify' })
      .click()
    await expect(queue.getByRole('article').filter({ hasText: fullName })).toHaveCount(0)
    // The log names the professional and the admin, never their ids.
    const events = admin.getByRole('region', { name: 'Recent verification events' })
    await expect(events).toContainText(`Verified · ${fullName} · by ${adminName} (Admin)`)
    await expect(events).toContainText(`Licence file downloaded · ${fullName} · by ${adminName} (Admin)`)
    await expect(events).toContainText(`Details sent for checking · ${fullName} · by ${fullName} (Professional)`)
    await adminContext.close()
  })

  await test.step('the directory shows the badge and, on demand, what was checked', async () => {
    const visitor = await browser.newPage()
    const card = (await searchDirectory(visitor, surname, true)).getByRole('article', { name: fullName })
    await card.getByRole('button', { name: 'Verified' }).click()
    await expect(card).toContainText('Counsellors and Psychologists Board (Kenya)')
    await expect(card).toContainText(registrationNumber)
    // Day before month (docs/product.md#dates-and-times).
    await expect(card).toContainText(/Checked on:?\s*\d{1,2} [A-Z][a-z]{2} \d{4}/)
    await expect(card).toContainText(/Valid until:?\s*\d{1,2} [A-Z][a-z]{2} \d{4}/)
    await visitor.close()
  })

  await test.step('past the expiry date the badge is gone and the dashboard says why', async () => {
    await expireLicenceOf(username)
    const visitor = await browser.newPage()
    await expect((await searchDirectory(visitor, surname, true)).getByRole('article', { name: fullName })).toHaveCount(
      0,
    )
    const card = (await searchDirectory(visitor, surname, false)).getByRole('article', { name: fullName })
    await expect(card.getByText('Not verified yet')).toBeVisible()
    await visitor.close()
    await pro.reload()
    await pro.getByRole('tab', { name: 'Verification' }).click()
    await expect(pro.getByText(/Your licence expired on .*: the Verified badge is gone/).first()).toBeVisible()
  })

  await proContext.close()
})

test('a person downloads their data and deletes their account; the professional sees "Deleted account"', async ({
  browser,
}) => {
  const proContext = await browser.newContext()
  const clientContext = await browser.newContext()
  const { client } = await professionalWithBooking(proContext, clientContext)
  const page = await clientContext.newPage()

  await page.goto('/account')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    account: { username: string }
    bookings: { sessionDate: string; status: string }[]
  }
  expect(data.account.username).toBe(client.username)
  expect(data.bookings).toMatchObject([{ sessionDate: '2099-03-15', status: 'pending' }])

  const deletion = page.getByRole('region', { name: 'Delete my account' })
  await deletion.getByLabel('Your password').fill(PASSWORD)
  // Not without the plain-words confirmation.
  await deletion.getByRole('button', { name: 'Delete my account' }).click()
  await expect(deletion.getByText('Please tick the box to confirm')).toBeVisible()
  await deletion.getByRole('checkbox', { name: /I understand my account and my notes will be deleted/ }).check()
  await deletion.getByRole('button', { name: 'Delete my account' }).click()
  await expectToast(page, 'Your account was deleted')
  await expect(page).toHaveURL(/\/$/)

  const proPage = await proContext.newPage()
  await proPage.goto('/professional/dashboard')
  const past = proPage.getByRole('region', { name: 'Past Sessions' })
  const card = past.getByRole('article').filter({ hasText: 'Deleted account' })
  await expect(card).toContainText('Cancelled because the person who booked deleted their account.')
  await expect(proPage.getByText(client.username)).toHaveCount(0)

  // The old password no longer signs anyone in.
  const again = await browser.newPage()
  await login(again, client.username, PASSWORD)
  await expect(again.getByRole('tabpanel', { name: 'Login' }).getByText('Invalid username or password')).toBeVisible()
  await proContext.close()
  await clientContext.close()
})
