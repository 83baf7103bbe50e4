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

test('a filter and a search are kept in the URL: a reload keeps them, Back restores the filters before', async ({
  page,
}) => {
  await page.goto('/#directory')
  await waitForApp(page)
  const directory = page.getByRole('region', { name: 'Find a Professional' })
  const found = directory.getByText(/professionals? found$/)
  const box = directory.getByRole('searchbox', { name: 'Search professionals' })
  const language = directory.getByRole('combobox', { name: 'Language spoken' })
  const specialty = directory.getByRole('combobox', { name: 'Specialty' })
  await expect(found).toBeVisible()

  await language.selectOption('swahili')
  await expect(page).toHaveURL(/\/\?language=swahili$/)
  await box.fill('Amina')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/\?q=Amina&language=swahili$/)
  await expect(found).toHaveText('1 professional found')

  await page.reload()
  await waitForApp(page)
  await directory.scrollIntoViewIfNeeded()
  await expect(found).toHaveText('1 professional found')
  await expect(box).toHaveValue('Amina')
  await expect(language).toHaveValue('swahili')

  await specialty.selectOption('youth')
  await expect(page).toHaveURL(/\/\?q=Amina&specialty=youth&language=swahili$/)
  await expect(found).toHaveText('No professionals found')
  await page.goBack()
  await expect(page).toHaveURL(/\/\?q=Amina&language=swahili$/)
  await expect(specialty).toHaveValue('')
  await expect(found).toHaveText('1 professional found')
})

test('a shared link opens the directory filtered, the app taking over the prerendered landing without an error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text())
  })
  await page.goto('/?q=Amina&language=english#directory')
  await waitForApp(page)
  const directory = page.getByRole('region', { name: 'Find a Professional' })
  await expect(directory.getByText(/professionals? found$/)).toHaveText('1 professional found')
  await expect(directory.getByRole('heading', { name: 'Dr. Amina Odhiambo' })).toBeVisible()
  await expect(directory.getByRole('searchbox', { name: 'Search professionals' })).toHaveValue('Amina')
  await expect(directory.getByRole('combobox', { name: 'Language spoken' })).toHaveValue('english')
  expect(errors).toEqual([])
})

test('with no JavaScript, a link with search params still shows the landing and its directory', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/?q=Amina&specialty=trauma')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connecting Africa to Mental Wellness')
  await expect(page.getByRole('heading', { name: 'Find a Professional' })).toBeVisible()
  await context.close()
})

test.describe('a shared link with a search or a filter and no section', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

  for (const { link, found } of [
    { link: '/?q=Amina', found: '1 professional found' },
    { link: '/?specialty=trauma', found: /professionals? found$/ },
  ]) {
    test(`${link} opens at the directory with its results loaded, without scrolling`, async ({ page }) => {
      await page.goto(link)
      await waitForApp(page)
      const directory = page.getByRole('region', { name: 'Find a Professional' })
      const heading = directory.getByRole('heading', { name: 'Find a Professional', level: 2 })
      await expect(heading).toBeInViewport()
      await expect(directory.getByText(/professionals? found$/)).toHaveText(found)
      await expect(directory.getByRole('article').first()).toBeVisible()
      await expect(heading).toBeInViewport()
    })
  }

  test('a link to another section with filters still lands on that section', async ({ page }) => {
    await page.goto('/?q=Amina#qa-forum')
    await waitForApp(page)
    await expect(
      page.getByRole('region', { name: 'Q&A Forum' }).getByRole('heading', { level: 2 }).first(),
    ).toBeInViewport()
  })
})
