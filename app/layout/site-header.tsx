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
      <div className="relative z-10 mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 whitespace-nowrap sm:gap-3 sm:px-6">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-md font-bold text-teal-800">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-teal-700 text-white">
            ❋
          </span>
          <span className="text-base sm:text-lg">{PRODUCT_NAME}</span>
        </Link>
        {/* From xl the links fit in one row in both languages, signed in or not (e2e/header-fits.spec.ts). */}
        <nav aria-label={t`Main`} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.hash}>
                <Link to="/" hash={link.hash} className="nav-link px-2">
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <div className="hidden items-center gap-2 xl:flex">
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
