import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { activateLocale } from '../../lib/i18n'
import { renderApp } from '../../test/render-app'
import { helplineHref, helplines } from './helplines'
import { SAFETY_PLAN_KEY } from './safety-plan-storage'

afterEach(() => vi.restoreAllMocks())

async function openCrisisPage() {
  const view = renderApp('/crisis-resources')
  await screen.findByRole('heading', { level: 1, name: 'Crisis Resources' }, { timeout: 10_000 })
  return view
}

const dialLinks = () =>
  screen.getAllByRole('link').filter((link) => /^(tel|sms):/.test(link.getAttribute('href') ?? ''))

it('links every helpline number for the phone: tel: to call, sms: to text, named for what it does', async () => {
  await openCrisisPage()
  const links = dialLinks()
  expect(new Set(links.map((link) => link.getAttribute('href')))).toEqual(new Set(helplines.map(helplineHref)))
  for (const link of links) {
    const href = link.getAttribute('href')!
    const line = helplines.find((candidate) => helplineHref(candidate) === href)!
    const verb = href.startsWith('sms:') ? 'Text' : 'Call'
    expect(link.textContent).toBe(`${verb} ${line.display}`)
  }
  const textHrefs = links.map((link) => link.getAttribute('href')!).filter((href) => href.startsWith('sms:'))
  const textLines = helplines.filter((line) => line.channel === 'text')
  expect(new Set(textHrefs)).toEqual(new Set(textLines.map((line) => `sms:${line.number}`)))
})

it('shows the emergency numbers first, Kenya 999 among them', async () => {
  await openCrisisPage()
  const danger = screen.getByRole('region', { name: 'If you are in immediate danger' })
  const kenya = within(danger)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith('Kenya'))!
  expect(within(kenya).getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999')
  const nigeria = within(danger)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith('Nigeria'))!
  expect(within(nigeria).getByRole('link', { name: 'Call 199' }).getAttribute('href')).toBe('tel:199')
  // Nothing comes before the help: the first dialling link of the page is Kenya's emergency number.
  expect(dialLinks()[0]).toBe(within(kenya).getByRole('link'))
})

it('keeps the safety plan on the device as it is typed, restores it, and clears it after a confirmation', async () => {
  const first = await openCrisisPage()
  fireEvent.change(screen.getByLabelText('1. Warning signs'), { target: { value: 'I stop eating' } })
  fireEvent.change(screen.getAllByLabelText('Name 1')[0]!, { target: { value: 'Auntie Rose' } })
  await screen.findByText(/^Saved on this device:/, {}, { timeout: 10_000 })
  const stored = JSON.parse(localStorage.getItem(SAFETY_PLAN_KEY)!)
  expect(stored).toMatchObject({ version: 1, steps: { warningSigns: 'I stop eating' } })
  expect(stored.steps.helpers[0]).toEqual({ name: 'Auntie Rose', phone: '' })
  first.unmount()

  await openCrisisPage()
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLTextAreaElement>('1. Warning signs').value).toBe('I stop eating'),
  )
  expect(screen.getAllByLabelText<HTMLInputElement>('Name 1')[0]!.value).toBe('Auntie Rose')

  fireEvent.click(screen.getByRole('button', { name: 'Clear plan' }))
  fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }))
  expect(localStorage.getItem(SAFETY_PLAN_KEY)).not.toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear plan' }))

  fireEvent.click(screen.getByRole('button', { name: 'Clear plan' }))
  const confirm = screen.getByRole('group', { name: /Erase your safety plan from this device\?/ })
  fireEvent.click(within(confirm).getByRole('button', { name: 'Erase plan' }))
  await screen.findByText('Your safety plan was erased from this device.')
  expect(localStorage.getItem(SAFETY_PLAN_KEY)).toBeNull()
  expect(screen.getByLabelText<HTMLTextAreaElement>('1. Warning signs').value).toBe('')
})

it('saves at once with the Save button', async () => {
  await openCrisisPage()
  fireEvent.change(screen.getByLabelText('6. Making the environment safe'), { target: { value: 'Pills to my sister' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save on this device' }))
  await screen.findByText(/^Saved on this device:/)
  expect(JSON.parse(localStorage.getItem(SAFETY_PLAN_KEY)!).steps.safeEnvironment).toBe('Pills to my sister')
})

it('says so when this browser cannot keep the plan', async () => {
  await openCrisisPage()
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  fireEvent.change(screen.getByLabelText('1. Warning signs'), { target: { value: 'I stop eating' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save on this device' }))
  expect(await screen.findByText(/This browser cannot keep your plan/)).toBeTruthy()
})

it("puts the chosen country's numbers first, and remembers the choice on this device", async () => {
  const first = await openCrisisPage()
  fireEvent.change(screen.getByLabelText('Your country'), { target: { value: 'RW' } })
  const danger = () => screen.getByRole('region', { name: 'If you are in immediate danger' })
  await waitFor(() => expect(within(danger()).getAllByRole('listitem')[0]!.textContent).toMatch(/^Rwanda/))
  expect(dialLinks()[0]!.getAttribute('href')).toBe('tel:112')
  const talk = screen.getByRole('region', { name: 'Talk to someone now' })
  expect(within(talk).getAllByRole('link')[0]!.getAttribute('href')).toBe('tel:114')
  const byCountry = screen.getByRole('region', { name: 'Helplines by country' })
  expect(within(byCountry).getAllByRole('heading', { level: 3 })[0]!.textContent).toBe('Rwanda')
  first.unmount()

  await openCrisisPage()
  expect(screen.getByLabelText<HTMLSelectElement>('Your country').value).toBe('RW')
  expect(dialLinks()[0]!.getAttribute('href')).toBe('tel:112')
})

it('links to the places of care of the chosen country', async () => {
  const { router } = await openCrisisPage()
  const places = () => screen.getByRole('link', { name: /^Places of care in / })
  expect(places().textContent).toBe('Places of care in Kenya')
  expect(places().getAttribute('href')).toBe('/places?country=KE')
  fireEvent.change(screen.getByLabelText('Your country'), { target: { value: 'UG' } })
  await waitFor(() => expect(places().getAttribute('href')).toBe('/places?country=UG'))
  expect(places().textContent).toBe('Places of care in Uganda')
  fireEvent.click(places())
  await waitFor(() => expect(router.state.location.href).toBe('/places?country=UG'))
  expect(await screen.findByRole('article', { name: 'Sample Kampala Psychiatric Unit' })).toBeTruthy()
})

it("lists Rwanda's lines, each with its published source", async () => {
  await openCrisisPage()
  const byCountry = screen.getByRole('region', { name: 'Helplines by country' })
  const rwanda = within(byCountry).getByRole('heading', { level: 3, name: 'Rwanda' }).nextElementSibling as HTMLElement
  const entries = within(rwanda).getAllByRole('listitem')
  expect(
    entries.map((entry) =>
      within(entry)
        .getByRole('link', { name: /^Call / })
        .getAttribute('href'),
    ),
  ).toEqual(['tel:112', 'tel:114', 'tel:3512'])
  for (const entry of entries)
    expect(within(entry).getByText('Source:').nextElementSibling?.querySelector('a')).toBeTruthy()
})

it('makes a number typed in the safety plan a tel: link named for whom it calls, in Swahili too', async () => {
  await openCrisisPage()
  const helpers = screen.getByRole('group', { name: /People whom I can ask for help/ })
  fireEvent.change(within(helpers).getByLabelText('Phone 1'), { target: { value: '0712 345 678' } })
  expect(within(helpers).getByRole('link', { name: 'Call 0712 345 678' }).getAttribute('href')).toBe('tel:0712345678')
  fireEvent.change(within(helpers).getByLabelText('Name 1'), { target: { value: 'Auntie Rose' } })
  expect(within(helpers).getByRole('link', { name: 'Call Auntie Rose' }).getAttribute('href')).toBe('tel:0712345678')
  fireEvent.change(within(helpers).getByLabelText('Phone 2'), { target: { value: 'ask Mum' } })
  expect(within(helpers).getAllByRole('link')).toHaveLength(1)

  await activateLocale('sw')
  expect((await screen.findByRole('link', { name: 'Piga Auntie Rose' })).getAttribute('href')).toBe('tel:0712345678')
})
