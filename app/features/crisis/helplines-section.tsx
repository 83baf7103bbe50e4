import { Trans, useLingui } from '@lingui/react/macro'
import { ContentSection } from '../content'
import { countriesFrom, useCrisisCountry } from './crisis-country'
import { HelplineEntry } from './helpline-entry'
import { countries, helplines, helplinesOf } from './helplines'
import { pageDataKey, useStoredData } from '../../lib/offline/use-stored-data'

/** Every sourced helpline, country by country, the person's first (docs/product.md#12-crisis-resources). */
export function HelplinesSection() {
  const { i18n } = useLingui()
  const lines = useStoredData(pageDataKey('crisisResources', 'helplines'), helplines)
  const country = useCrisisCountry()
  return (
    <ContentSection id="helplines" title={<Trans>Helplines by country</Trans>}>
      <p className="max-w-3xl text-slate-700">
        <Trans>
          Each number below comes from a published source, shown with it. If a line does not answer, call your country's
          emergency number.
        </Trans>
      </p>
      {countriesFrom(country).map((code) => (
        <div key={code} className="grid gap-3">
          <h3 className="text-xl font-semibold text-slate-900">{i18n._(countries[code])}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {helplinesOf(code, lines).map((line) => (
              <HelplineEntry key={line.id} line={line} />
            ))}
          </ul>
        </div>
      ))}
    </ContentSection>
  )
}
