import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCrisisCountry } from './crisis-country'
import { HelpCard, HelpCardLines } from './help-card'
import { countries, helplinesOf } from './helplines'
import { emergencyLines, talkNowLines, textLines } from './immediate-help'

const immediateLines = [...emergencyLines, ...talkNowLines, ...textLines]

/** The person's country's lines from the top of the crisis page, to call or text at a tap, and the way to the rest. */
export function CountryHelpNow() {
  const { i18n } = useLingui()
  const country = useCrisisCountry()
  const countryName = i18n._(countries[country])
  return (
    <HelpCard title={<Trans>Need help now?</Trans>}>
      <p className="text-slate-800">
        <Trans>In danger, or thinking about ending your life? Call one of these numbers in {countryName} now.</Trans>
      </p>
      <HelpCardLines lines={helplinesOf(country, immediateLines)} />
      <Link
        to="/crisis-resources"
        className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-700"
      >
        <Trans>All crisis lines, other countries</Trans>
      </Link>
    </HelpCard>
  )
}
