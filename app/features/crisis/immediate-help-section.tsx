import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ContentSection } from '../content'
import { CountryPlacesLink } from './country-places-link'
import { CrisisCountryChoice } from './crisis-country-choice'
import { countryFirst, useCrisisCountry } from './crisis-country'
import { HelpCard, HelpCardLines } from './help-card'
import { emergencyLines, talkNowLines, textLines } from './immediate-help'
import { pageDataKey, useStoredData } from '../../lib/offline/use-stored-data'

const immediateHelp = { emergencyLines, talkNowLines, textLines }

/**
 * The top of the crisis page: the emergency numbers, a line to talk to, a line to text, the
 * person's country first; then the choice of that country and the way to its places of care.
 */
export function ImmediateHelpSection() {
  const { emergencyLines, talkNowLines, textLines } = useStoredData(
    pageDataKey('crisisResources', 'immediate-help'),
    immediateHelp,
  )
  const country = useCrisisCountry()
  return (
    <ContentSection id="get-help-now" title={<Trans>Get help now</Trans>}>
      <div className="grid gap-4 lg:grid-cols-3">
        <HelpCard title={<Trans>If you are in immediate danger</Trans>}>
          <p className="text-slate-800">
            <Trans>Call your country's emergency number now, or go to the nearest hospital.</Trans>
          </p>
          <HelpCardLines lines={countryFirst(emergencyLines, country)} size="large" />
        </HelpCard>
        <HelpCard title={<Trans>Talk to someone now</Trans>}>
          <p className="text-slate-800">
            <Trans>Call a national helpline and talk it through with someone who listens.</Trans>
          </p>
          <HelpCardLines lines={countryFirst(talkNowLines, country)} />
        </HelpCard>
        <HelpCard title={<Trans>Send a text message</Trans>}>
          <p className="text-slate-800">
            <Trans>If you cannot talk out loud, write to a helpline instead.</Trans>
          </p>
          <HelpCardLines lines={countryFirst(textLines, country)} />
          <p className="text-sm text-slate-700">
            <Link
              to="/crisis-resources"
              hash="text-support"
              className="inline-flex min-h-11 items-center text-teal-800 underline hover:text-teal-700"
            >
              <Trans>How texting a helpline works</Trans>
            </Link>
          </p>
        </HelpCard>
      </div>
      <CrisisCountryChoice />
      <CountryPlacesLink />
    </ContentSection>
  )
}
