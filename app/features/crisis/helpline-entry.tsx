import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { HelplineLink } from './helpline-link'
import { HelplineSource } from './helpline-source'
import { countries, type Helpline } from './helplines'

function Detail({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium text-slate-900">{term}</dt> <dd className="inline">{children}</dd>
    </div>
  )
}

/**
 * One helpline with everything docs/product.md#12-crisis-resources asks for: number, channel, hours, languages, cost and
 * source; with its country where the list around it is not already by country.
 */
export function HelplineEntry({ line, withCountry = false }: { line: Helpline; withCountry?: boolean }) {
  const { i18n } = useLingui()
  return (
    <li className="grid content-start gap-3 rounded-lg border border-slate-300 bg-white p-4">
      <p className="font-semibold text-slate-900">
        {withCountry ? (
          <span className="block text-sm font-medium text-slate-700">{i18n._(countries[line.country])}</span>
        ) : null}
        {i18n._(line.name)}
      </p>
      <div>
        <HelplineLink line={line} />
      </div>
      <dl className="grid gap-1 text-sm text-slate-700">
        <Detail term={<Trans>Channel:</Trans>}>
          {line.channel === 'text' ? <Trans>Text</Trans> : <Trans>Call</Trans>}
        </Detail>
        <Detail term={<Trans>Hours:</Trans>}>{i18n._(line.hours)}</Detail>
        <Detail term={<Trans>Languages:</Trans>}>{i18n._(line.languages)}</Detail>
        <Detail term={<Trans>Cost:</Trans>}>
          {line.tollFree ? <Trans>Free</Trans> : <Trans>Normal rates apply</Trans>}
        </Detail>
        <Detail term={<Trans>Source:</Trans>}>
          <HelplineSource source={line.source} />
        </Detail>
      </dl>
    </li>
  )
}
