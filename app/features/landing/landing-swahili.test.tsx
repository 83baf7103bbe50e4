import { fireEvent, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'

it('shows the landing sections in Swahili once Swahili is chosen', async () => {
  renderApp('/')
  await screen.findByRole('region', { name: 'Mental Health in Africa Needs Attention' }, { timeout: 10_000 })

  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sw' } })

  expect(
    await screen.findByRole('region', { name: 'Afya ya Akili Afrika Inahitaji Kuangaliwa' }, { timeout: 10_000 }),
  ).toBeTruthy()
  // The sections below the first screen are files of their own, arriving after the stats strip.
  expect(await screen.findByText('Ushauri wa ndoa na mahusiano', {}, { timeout: 10_000 })).toBeTruthy()
  for (const link of await screen.findAllByRole('link', { name: /Piga 1199/ }, { timeout: 10_000 }))
    expect(link.getAttribute('href')).toBe('tel:1199')
})
