import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../../lib/brand'
import { focusAreas, services } from './data/services'
import { Icon } from './icons'
import { LandingSection } from './landing-section'

/** How the product closes the gap: its four services and the six areas it focuses on. */
export function ServicesSection() {
  const { i18n } = useLingui()
  return (
    <LandingSection
      id="services"
      tone="tint"
      title={<Trans>Services</Trans>}
      intro={
        <Trans>
          How {PRODUCT_NAME} closes the gap: care you can reach from your phone, people who understand your culture, and
          places to go when you need more than a conversation.
        </Trans>
      }
    >
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.id} className="rounded-xl bg-white p-5 shadow-sm">
            <span className="inline-flex rounded-lg bg-teal-50 p-2 text-teal-800">
              <Icon name={service.icon} />
            </span>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{i18n._(service.name)}</h3>
            <p className="mt-2 text-sm text-slate-700">{i18n._(service.description)}</p>
            {service.link ? (
              <Link
                to={service.link.to}
                className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-700"
              >
                {i18n._(service.link.label)}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-12 text-xl font-semibold text-slate-900">
        <Trans>Core Focus Areas</Trans>
      </h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {focusAreas.map((area) => (
          <li key={area.id} className="flex items-center gap-3 rounded-lg bg-white px-4 py-3 text-slate-800">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-teal-700" />
            {i18n._(area)}
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
