import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { contentPages, type ContentPageKey } from '../features/content/content-pages'
import { PRODUCT_NAME } from '../lib/brand'
import { SaveDataSwitch } from './save-data-switch'

const resourcePages: ContentPageKey[] = [
  'blog',
  'assessmentTools',
  'webinarsEvents',
  'supportGroups',
  'educationalVideos',
  'crisisResources',
]
const legalPages: ContentPageKey[] = ['privacyPolicy', 'termsOfService', 'cookiePolicy']

export function SiteFooter() {
  const { t, i18n } = useLingui()
  const year = new Date().getFullYear()
  const pageLinks = (keys: ContentPageKey[]) =>
    keys.map((key) => (
      <li key={key}>
        <Link to={contentPages[key].to} className="footer-link">
          {i18n._(contentPages[key].title)}
        </Link>
      </li>
    ))

  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm">
            <Trans>Connecting Africa to Mental Wellness</Trans>
          </p>
        </div>
        <nav aria-label={t`Resources`}>
          <h2 className="footer-heading">
            <Trans>Resources</Trans>
          </h2>
          <ul className="mt-1 grid">
            {pageLinks(resourcePages)}
            <li>
              <Link to="/places" className="footer-link">
                <Trans>Places of care</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Company`}>
          <h2 className="footer-heading">
            <Trans>Company</Trans>
          </h2>
          <ul className="mt-1 grid">
            {pageLinks(['careers'])}
            <li>
              <Link to="/" hash="directory" className="footer-link">
                <Trans>Find a Professional</Trans>
              </Link>
            </li>
            <li>
              <Link to="/" hash="contact" className="footer-link">
                <Trans>Contact Us</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Legal`}>
          <h2 className="footer-heading">
            <Trans>Legal</Trans>
          </h2>
          <ul className="mt-1 grid">{pageLinks(legalPages)}</ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <SaveDataSwitch hintClass="text-slate-300" />
      </div>
      <p className="border-t border-slate-800 px-4 py-6 text-center text-sm">
        <Trans>
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Trans>
      </p>
    </footer>
  )
}
