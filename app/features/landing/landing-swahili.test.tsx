import { fireEvent, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'

it('shows the landing sections in Swahili once Swahili is chosen', async () => {
  renderApp('/')
  await screen.findByRole('region', { name: 'Mental Health in Africa Needs Attention' }, { timeout: 5000 })

  fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sw' } })

  expect(
    await screen.findByRole('region', { name: 'Afya ya Akili Afrika Inahitaji Kuangaliwa' }, { timeout: 5000 }),
  ).toBeTruthy()
  expect(screen.getByText('Ushauri wa ndoa na mahusiano')).toBeTruthy()
  for (const link of screen.getAllByRole('link', { name: /Piga 1199/ }))
    expect(link.getAttribute('href')).toBe('tel:1199')
})
