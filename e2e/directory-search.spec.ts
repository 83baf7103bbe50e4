import { expect, test } from './fixtures'
import { waitForApp } from './journey-helpers'

test('emptying the search box shows everyone again at once, without pressing Search', async ({ page }) => {
  await page.goto('/#directory')
  await waitForApp(page)
  const directory = page.getByRole('region', { name: 'Find a Professional' })
  const found = directory.getByText(/professionals? found$/)
  await expect(found).toBeVisible()
  const everyone = await found.textContent()

  const box = directory.getByRole('searchbox', { name: 'Search professionals' })
  await box.fill('Amina')
  await directory.getByRole('button', { name: 'Search' }).click()
  await expect(found).toHaveText('1 professional found')

  await box.fill('')
  await expect(found).toHaveText(everyone!)
})
