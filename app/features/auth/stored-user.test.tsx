import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import { demoAccounts } from '../../../api/fixtures/demo'
import { readStoredCopy, storeCopy } from '../../test/stored-copies'
import { renderApp } from '../../test/render-app'
import { keepSessionCookies, signOut } from '../../test/sign-in'
import { fill } from './auth-test-helpers'

// The copy of the user a reload offline shows: before, it kept "signed out" from the visit before
// login, so the professional's stored dashboard sent them to Login (issue 11).
const storedUser = async () => ((await readStoredCopy(['user']))?.data ?? null) as { username: string } | null

// The app's later calls carry the new session, as a browser's would (else they answer 401).
beforeEach(async () => {
  await signOut()
  keepSessionCookies()
  await storeCopy(['user'], null, true)
})

it('stores the signed-in user on this device at login', async () => {
  renderApp('/auth')
  await screen.findByRole('tab', { name: 'Login', selected: true }, { timeout: 10_000 })
  fill('Username', demoAccounts.professional.username)
  fill('Password', demoAccounts.professional.password)
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  await waitFor(async () => expect(await storedUser()).toMatchObject({ username: 'dr_amina' }))
})

it('stores the new user on this device at registration', async () => {
  renderApp('/auth')
  fireEvent.click(await screen.findByRole('tab', { name: 'Register' }, { timeout: 10_000 }))
  await screen.findByLabelText('Confirm Password')
  fill('Username', 'new_person')
  fill('Password', 'secret-123')
  fill('Confirm Password', 'secret-123')
  fill('Account Type', 'user')
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
  await waitFor(async () => expect(await storedUser()).toMatchObject({ username: 'new_person' }))
})

// A session that expired keeps its person's copies (they come back to them); someone else signing
// in next must not find them offline.
it('forgets the copies an earlier session left on this device when someone signs in', async () => {
  await storeCopy(['account'], { username: 'demo_user', phone: '+254712345678' }, true)
  await storeCopy(['professionals', {}], [], false)
  renderApp('/auth')
  await screen.findByRole('tab', { name: 'Login', selected: true }, { timeout: 10_000 })
  fill('Username', demoAccounts.professional.username)
  fill('Password', demoAccounts.professional.password)
  fireEvent.click(screen.getByRole('button', { name: 'Login' }))
  await waitFor(async () => expect(await storedUser()).toMatchObject({ username: 'dr_amina' }))
  expect(await readStoredCopy(['account'])).toBeUndefined()
  expect(await readStoredCopy(['professionals', {}])).toBeDefined()
})
