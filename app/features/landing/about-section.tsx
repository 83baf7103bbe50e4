import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../../lib/brand'
import { aboutImages } from './data/about-images'
import { Icon } from './icons'
import { LandingSection } from './landing-section'

/** Why the product: its vision and mission, four illustrations and the way on to the services. */
export function AboutSection() {
  const { i18n } = useLingui()
  return (
    <LandingSection id="about" title={<Trans>Why {PRODUCT_NAME}</Trans>}>
      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:items-center">
        <div className="grid gap-6">
          <div>
            <h3 className="text-xl font-semibold text-slate-900">
              <Trans>Our Vision</Trans>
            </h3>
            <p className="mt-2 text-slate-700">
              <Trans>
                An Africa where everyone can find mental-health support that understands their language, culture and
                life, close to home and without shame.
              </Trans>
            </p>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-slate-900">
              <Trans>Our Mission</Trans>
            </h3>
            <p className="mt-2 text-slate-700">
              <Trans>
                To connect people across Africa with verified professionals, trained peers and care centres, online and
                offline, and to make asking for help as ordinary as seeing a doctor.
              </Trans>
            </p>
          </div>
          <p>
            <Link to="/" hash="services" className="button-secondary">
              <Trans>Explore Our Services</Trans>
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4">
          {aboutImages.map((image) => (
            <li key={image.id}>
              <img
                src={image.src}
                alt={i18n._(image.alt)}
                width={240}
                height={160}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-2xl"
              />
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  )
}
