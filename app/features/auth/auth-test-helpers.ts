import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { server } from '../../../mocks/node'

/** Types into the control labelled `label` and leaves it, as a person would. */
export function fill(label: string, value: string): void {
  const control = screen.getByLabelText(label)
  fireEvent.change(control, { target: { value } })
  fireEvent.blur(control)
}

/** The JSON bodies POSTed to `path` during each test. */
export function recordPosts(path: string): unknown[] {
  const bodies: unknown[] = []
  const record = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path) bodies.push(await request.clone().json())
  }
  beforeEach(() => {
    bodies.length = 0
    server.events.on('request:start', record)
  })
  afterEach(() => {
    server.events.removeListener('request:start', record)
  })
  return bodies
}

/** The text of the alert shown on the auth screen (toasts are alerts too, but live elsewhere). */
export function formAlert(): string | null {
  const form = document.querySelector('form')
  return form?.querySelector('[role="alert"]')?.textContent ?? null
}
