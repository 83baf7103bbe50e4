import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { swahili } from '../test/read-po'
import { renderApp } from '../test/render-app'

// The first render and a language's catalog load slowly on a busy machine.
const slow = { timeout: 10_000 }

it("names the page in the tab, '{page} · {brand}', and follows the language switch", async () => {
  renderApp('/crisis-resources')
  await waitFor(() => expect(document.title).toBe('Crisis Resources · Wellness Africa'), slow)

  fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'sw' } })
  await waitFor(() => expect(document.title).toBe(`${swahili('Crisis Resources')} · Wellness Africa`), slow)
  fireEvent.change(screen.getByLabelText('Lugha'), { target: { value: 'en' } })
  await waitFor(() => expect(document.title).toBe('Crisis Resources · Wellness Africa'), slow)
})

it('gives the landing page, the sign-in screen and the 404 page titles of their own', async () => {
  const landing = renderApp('/')
  await waitFor(() => expect(document.title).toBe('Connecting Africa to Mental Wellness · Wellness Africa'), slow)
  landing.unmount()
  const auth = renderApp('/auth')
  await waitFor(() => expect(document.title).toBe('Login · Wellness Africa'), slow)
  auth.unmount()
  renderApp('/no/such/page')
  await waitFor(() => expect(document.title).toBe('Page Not Found · Wellness Africa'), slow)
})
