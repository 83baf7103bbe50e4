import { screen, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { recordMockAudit } from '../../../mocks/audit'
import { insert, store } from '../../../mocks/store'
import { activateLocale } from '../../lib/i18n'
import { renderApp } from '../../test/render-app'
import { signInAs, signOut } from '../../test/sign-in'

afterEach(signOut)

const rows = async () =>
  within(await screen.findByRole('region', { name: 'Recent activity' }, { timeout: 10_000 })).findAllByRole('listitem')

it('says which events an administrator caused, and not of my own', async () => {
  const { userId } = signInAs('professional')
  const admin = insert('users', {
    username: 'test_admin',
    password: null,
    role: 'admin',
    createdAt: '2026-11-01T08:00:00.000Z',
  })
  const professionalId = store.professionals.find((row) => row.userId === userId)!.id
  const target = { type: 'professional', id: professionalId } as const
  recordMockAudit({
    action: 'verificationSubmitted',
    actor: { id: userId, role: 'professional' },
    subjectId: userId,
    target,
  })
  recordMockAudit({ action: 'verificationVerified', actor: { id: admin.id, role: 'admin' }, subjectId: userId, target })
  renderApp('/account')
  const [verified, submitted] = await rows()
  expect(verified!.textContent).toMatch(/^Licence verified by an administrator/)
  expect(submitted!.textContent).toMatch(/^Licence sent for checking/)
  expect(submitted!.textContent).not.toContain('administrator')
})

it('speaks Swahili', async () => {
  await activateLocale('sw')
  const { userId } = signInAs('user')
  recordMockAudit({ action: 'signIn', actor: { id: userId, role: 'user' }, subjectId: userId })
  renderApp('/account')
  const activity = within(await screen.findByRole('region', { name: 'Shughuli za karibuni' }, { timeout: 10_000 }))
  expect(await activity.findByText('Umeingia')).toBeTruthy()
  expect(screen.getByRole('region', { name: 'Futa akaunti yangu' })).toBeTruthy()
})
