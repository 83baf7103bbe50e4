import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../lib/brand'
import { AccountLinks } from './account-links'
import { AppOffers } from './app-offers'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenuSlot } from './mobile-menu-slot'
import { sectionLinks } from './section-links'

export function SiteHeader() {
  const { t, i18n } = useLingui()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative z-10 mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-md font-bold text-teal-800">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-teal-700 text-white">
            ❋
          </span>
          <span className="text-lg">{PRODUCT_NAME}</span>
        </Link>
        <nav aria-label={t`Main`} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.hash}>
                <Link to="/" hash={link.hash} className="nav-link">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <div className="hidden items-center gap-2 lg:flex">
          <AccountLinks />
          <Link to="/" hash="contact" className="button-primary">
            <Trans>Get Help</Trans>
          </Link>
        </div>
        <MobileMenuSlot />
      </div>
      <AppOffers />
    </header>
  )
}
