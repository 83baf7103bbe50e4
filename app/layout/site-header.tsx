import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CrisisHelpLink } from '../components/ui/crisis-help-link'
import { LoadLater } from '../components/ui/load-later'
import { useCurrentUser } from '../features/auth'
import { NotificationBellSlot } from '../features/notifications/notification-bell-slot'
import { PRODUCT_NAME } from '../lib/brand'
import { lazyPart } from '../lib/lazy-part'
import { AppOffersSlot } from './app-offers-slot'
import { LanguageSwitcher } from './language-switcher'
import { LoginLink } from './login-link'
import { MobileMenuSlot } from './mobile-menu-slot'

// Nothing of them is on a page before the session is known (the prerendered pages have none), so
// their code (logout, the counts' slots) loads as the app takes over, beside the session (issue 20).
// Login needs none of it: someone not signed in has it at once, and while the connection is gone.
const AccountLinks = lazyPart(() => import('./header-parts').then((file) => file.AccountLinks))

function HeaderAccountLinks() {
  const { data: user, isPending } = useCurrentUser()
  return (
    <LoadLater part={AccountLinks} when="hydrated" fallback={isPending || user ? null : <LoginLink />}>
      {(Links) => <Links />}
    </LoadLater>
  )
}

/**
 * One row at every width, in both languages and for every role (e2e/header-fits.spec.ts): the brand,
 * Crisis help and the language always; Get Help from lg and the account's links from xl; the menu,
 * with the landing's sections and whatever the row has no room for, at every width.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative z-10 mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-4 whitespace-nowrap sm:gap-3 sm:px-6">
        <Link to="/" className="mr-auto flex shrink-0 items-center gap-2 rounded-md font-bold text-teal-800">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-teal-700 text-white">
            ❋
          </span>
          {/* On a phone the row's room goes to Crisis help; the name stays for screen readers. */}
          <span className="sr-only text-lg sm:not-sr-only">{PRODUCT_NAME}</span>
        </Link>
        <CrisisHelpLink />
        <NotificationBellSlot />
        <LanguageSwitcher />
        <div className="hidden items-center gap-2 xl:flex">
          <HeaderAccountLinks />
        </div>
        <Link to="/" hash="contact" className="button-primary hidden lg:inline-flex">
          <Trans>Get Help</Trans>
        </Link>
        <MobileMenuSlot />
      </div>
      <AppOffersSlot />
    </header>
  )
}
