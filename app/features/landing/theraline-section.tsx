import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { channels } from './data/theraline'
import { Icon } from './icons'
import { LandingSection } from './landing-section'

/**
 * TheraLine: sessions with a verified professional, booked in the directory, by the channels below
 * (docs/product.md#14-points-we-decided: not a round-the-clock helpline, which it is not).
 */
export function TheraLineSection() {
  const { i18n } = useLingui()
  return (
    <LandingSection
      id="theraline"
      title={<Trans>TheraLine</Trans>}
      intro={
        <Trans>
          Book a session with a verified professional by video, phone, chat or in person, at a time you agree in the
          directory. Sessions are booked ahead: TheraLine is not a line to call in a crisis.
        </Trans>
      }
    >
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {channels.map((channel) => (
          <li key={channel.id} className="flex gap-4 rounded-xl border border-slate-200 p-5">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white">
              <Icon name={channel.icon} className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">{i18n._(channel.name)}</h3>
              <p className="mt-1 text-sm text-slate-700">{i18n._(channel.description)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
        <Link to="/" hash="booking-demo" className="button-primary">
          <Trans>Book a Session Now</Trans>
        </Link>
        <p className="text-sm text-slate-700">
          <Trans>
            In danger right now? Do not wait for a session:{' '}
            <Link to="/crisis-resources" className="font-semibold text-teal-800 underline">
              call a crisis line
            </Link>
            .
          </Trans>
        </p>
      </div>
    </LandingSection>
  )
}
