import { expect, test } from './fixtures'
import { goOffline, goOnline } from './offline-helpers'
import { waitForApp } from './journey-helpers'

// No service worker: the state of a first visit whose worker has not installed yet.
test.use({ serviceWorkers: 'block' })

test('a page whose code cannot load offline says so inside the site, then opens by itself once the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForApp(page)
  await goOffline(context)
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByText('It opens by itself when the connection returns.', { exact: false })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Crisis resources', exact: true })).toHaveAttribute(
    'href',
    '/crisis-resources',
  )

  await goOnline(context)
  await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('a connection that drops while the page still fetches its later parts leaves a working page, and the parts arrive when it returns', async ({
    page,
    context,
  }) => {
    // The parts the page asks for once drawn are held until the connection is gone, then fail.
    let dropConnection = () => {}
    const dropped = new Promise<void>((resolve) => (dropConnection = resolve))
    const held = /\/assets\/(shell-later|header-parts)-[\w-]+\.js$/
    await context.route(held, async (route) => {
      await dropped
      await route.abort('internetdisconnected')
    })
    await page.goto('/')
    await waitForApp(page)
    await goOffline(context)
    dropConnection()

    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await expect(menu).toBeDisabled()
    await expect(page.getByRole('heading', { level: 1, name: 'Connecting Africa to Mental Wellness' })).toBeVisible()

    await context.unroute(held)
    await goOnline(context)
    await menu.click()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible()
  })
})
