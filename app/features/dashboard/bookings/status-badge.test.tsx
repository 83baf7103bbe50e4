import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { BookingStatus } from '../../../../api/contract/schemas/bookings'
import { activateLocale } from '../../../lib/i18n'
import { StatusBadge } from './status-badge'

const badge = (status: BookingStatus | null | undefined) =>
  render(
    <I18nProvider i18n={i18n}>
      <StatusBadge status={status} />
    </I18nProvider>,
  )

it.each([
  ['pending', 'Pending'],
  ['confirmed', 'Confirmed'],
  ['declined', 'Declined'],
  ['completed', 'Completed'],
] as const)('labels %s as %s', (status, label) => {
  badge(status)
  expect(screen.getByText(label)).toBeTruthy()
})

it('shows a booking without a status as Pending', () => {
  badge(undefined)
  expect(screen.getByText('Pending')).toBeTruthy()
})

it('speaks Swahili', async () => {
  await activateLocale('sw')
  badge('confirmed')
  expect(screen.getByText('Imethibitishwa')).toBeTruthy()
})
