import { Trans, useLingui } from '@lingui/react/macro'
import { impactFigures, phases } from './data/roadmap'
import { LandingSection } from './landing-section'

/** The roadmap's three phases and the impact the product aims for. */
export function JourneySection() {
  const { i18n } = useLingui()
  return (
    <LandingSection id="journey" tone="tint" title={<Trans>Our Journey and Impact</Trans>}>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {phases.map((phase) => {
          const number = phase.number
          return (
            <li
              key={phase.number}
              className={`rounded-xl bg-white p-5 shadow-sm ${phase.current ? 'ring-2 ring-teal-700' : ''}`}
            >
              <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-semibold text-slate-700">
                  <Trans>Phase {number}</Trans>
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${phase.current ? 'bg-teal-700 text-white' : 'bg-amber-100 text-amber-900'}`}
                >
                  {i18n._(phase.status)}
                </span>
              </p>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{i18n._(phase.title)}</h3>
              <p className="mt-2 text-sm text-slate-700">{i18n._(phase.description)}</p>
            </li>
          )
        })}
      </ol>
      <h3 className="mt-12 text-xl font-semibold text-slate-900">
        <Trans>Projected Impact</Trans>
      </h3>
      {/* One per row below 360 px, where two columns would break the Swahili labels inside words. */}
      <dl className="mt-4 grid grid-cols-1 gap-4 min-[22.5rem]:grid-cols-2 lg:grid-cols-4">
        {impactFigures.map((impact) => (
          <div key={impact.id} className="flex flex-col rounded-xl bg-white p-5 text-center shadow-sm">
            <dt className="order-2 mt-1 text-sm text-slate-700">{i18n._(impact.label)}</dt>
            <dd className="order-1 text-3xl font-bold text-teal-800">{impact.figure}</dd>
          </div>
        ))}
      </dl>
    </LandingSection>
  )
}
