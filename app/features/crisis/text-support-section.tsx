import { Trans, useLingui } from '@lingui/react/macro'
import { ContentSection } from '../content'
import { HelplineEntry } from './helpline-entry'
import { countries, type CountryCode } from './helplines'
import { textLines } from './immediate-help'
import { textSupportSteps } from './text-support'
import { andList } from '../../lib/and-list'
import { pageDataKey, useStoredData } from '../../lib/offline/use-stored-data'

const textSupport = { textLines, textSupportSteps }

/** The text lines as sms: links, and how to use them. */
export function TextSupportSection() {
  const { i18n } = useLingui()
  const { textLines, textSupportSteps } = useStoredData(pageDataKey('crisisResources', 'text-support'), textSupport)
  const withText = new Set(textLines.map((line) => line.country))
  const without = (Object.keys(countries) as CountryCode[]).filter((code) => !withText.has(code))
  const missing = andList(
    i18n,
    without.map((code) => i18n._(countries[code])),
  )

  return (
    <ContentSection id="text-support" title={<Trans>Text support</Trans>}>
      <ol className="grid max-w-3xl list-decimal gap-2 pl-6 text-slate-700">
        {textSupportSteps.map((step) => (
          <li key={step.id}>{i18n._(step)}</li>
        ))}
      </ol>
      <ul className="grid gap-3 sm:grid-cols-2">
        {textLines.map((line) => (
          <HelplineEntry key={line.id} line={line} withCountry />
        ))}
      </ul>
      {without.length > 0 ? (
        <p className="max-w-3xl text-slate-700">
          <Trans>We have not yet found a text line we could verify in {missing}: please call the numbers above.</Trans>
        </p>
      ) : null}
    </ContentSection>
  )
}
