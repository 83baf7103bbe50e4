import { fireEvent, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react'
import { expect } from 'vitest'
import { renderApp } from '../../test/render-app'

export type Scope = BoundFunctions<typeof queries>

/**
 * The landing page at / with one section's form loaded, once the page's own reads (the user,
 * the directory) are done: a request recorded after this comes from what the test does.
 */
export async function openLandingSection(name: string, firstLabel: string): Promise<Scope> {
  return (await renderLandingSection(name, firstLabel)).section
}

/** The same, with the app's router, to follow where a form leads. */
export async function renderLandingSection(name: string, firstLabel: string) {
  const { queryClient, router } = renderApp('/')
  // The first render of a test file transforms the whole landing page: slow on a busy machine.
  const firstLoad = { timeout: 10_000 }
  const section = within(await screen.findByRole('region', { name }, firstLoad))
  await section.findByLabelText(firstLabel, {}, firstLoad)
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), firstLoad)
  return { section, router }
}

/** Types or picks a value in the control labelled `label`, and leaves it, as a person would. */
export function fillIn(scope: Scope, label: string | RegExp, value: string): void {
  const control = scope.getByLabelText(label)
  fireEvent.change(control, { target: { value } })
  fireEvent.blur(control)
}

/** The text that the control labelled `label` is described by (its hint and error). */
export function descriptionOf(scope: Scope, label: string): string {
  const ids = scope.getByLabelText(label).getAttribute('aria-describedby') ?? ''
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled
}
