import { Trans, useLingui } from '@lingui/react/macro'
import { stats } from './data/stats'
import { LandingSection } from './landing-section'

/** Why the product exists: four words on the state of mental health care in Africa. */
export function StatsStrip() {
  const { i18n } = useLingui()
  return (
    <LandingSection id="stats" tone="tint" title={<Trans>Mental Health in Africa Needs Attention</Trans>}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.id} className="rounded-xl bg-white p-5 shadow-sm">
            <h3>
              {/* Four cards in a row from lg: the word is smaller there, so "Inaongezeka" fits its card. */}
              <span className="block text-3xl font-bold text-teal-800 lg:text-2xl xl:text-3xl">
                {i18n._(stat.word)}
              </span>
              <span className="mt-1 block font-semibold text-slate-900">{i18n._(stat.label)}</span>
            </h3>
            <p className="mt-2 text-sm text-slate-700">{i18n._(stat.detail)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  )
}
