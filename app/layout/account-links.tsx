import { Trans } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { lazyPart } from '../lib/lazy-part'
import { useCurrentUser } from '../features/auth'
import { useLogoutMutation } from '../features/auth/logout'
import { HeaderUnreadMessages } from '../features/messages/header-unread'
import { MySessionsLink } from '../features/my-sessions/my-sessions-link'
import { LoginLink } from './login-link'

// Headless UI's Dialog stays out of every page's first load; precached, so it opens offline too.
const LogoutQuestion = lazyPart(() => import('./logout-question').then((module) => module.LogoutQuestion))

/**
 * Dashboard (professionals), Admin and Account (admins) or Home, My sessions and Account (users), then Logout when signed in;
 * Login when not. A professional's Account link is on the dashboard: the header's row has no room
 * for it in Swahili at 1280 px.
 * `onNavigate` lets the mobile menu close itself.
 */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user, isPending } = useCurrentUser()
  const logout = useLogoutMutation()
  const navigate = useNavigate()

  const [asking, setAsking] = useState(false)

  const logOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        onNavigate?.()
        void navigate({ to: '/' })
      },
    })
  // Logout empties the person's outbox (docs/decisions/005): anything still unsent would be lost, so ask first.
  const pressLogout = async () => {
    const { unsentCount } = await import('../lib/offline/clear-personal-data')
    const unsent = user ? await unsentCount(user.id).catch(() => 0) : 0
    if (unsent > 0) setAsking(true)
    else logOut()
  }

  // Nothing until the session is known, so Login does not flash for a signed-in visitor.
  if (isPending) return null
  if (!user) return <LoginLink onNavigate={onNavigate} />
  return (
    <>
      {user.role === 'professional' ? (
        <Link to="/professional/dashboard" onClick={onNavigate} className="nav-link inline-flex items-center gap-1.5">
          <Trans>Dashboard</Trans>
          <HeaderUnreadMessages />
        </Link>
      ) : user.role === 'admin' ? (
        <>
          <Link to="/admin" onClick={onNavigate} className="nav-link">
            <Trans>Admin</Trans>
          </Link>
          <Link to="/account" onClick={onNavigate} className="nav-link">
            <Trans>Account</Trans>
          </Link>
        </>
      ) : (
        <>
          <Link to="/" onClick={onNavigate} className="nav-link">
            <Trans>Home</Trans>
          </Link>
          <MySessionsLink userId={user.id} onNavigate={onNavigate}>
            <HeaderUnreadMessages />
          </MySessionsLink>
          <Link to="/account" onClick={onNavigate} className="nav-link">
            <Trans>Account</Trans>
          </Link>
        </>
      )}
      <button
        type="button"
        className="nav-link text-left"
        disabled={logout.isPending}
        onClick={() => void pressLogout()}
      >
        <Trans>Logout</Trans>
      </button>
      <Suspense fallback={null}>
        {asking ? (
          <LogoutQuestion
            onStay={() => setAsking(false)}
            onLogOut={() => {
              setAsking(false)
              logOut()
            }}
          />
        ) : null}
      </Suspense>
    </>
  )
}
