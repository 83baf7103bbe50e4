import { Trans, useLingui } from '@lingui/react/macro'
import type { Helpline } from './helplines'

/** Where a number was taken from, linked to the published page when there is one. */
export function HelplineSource({ source }: { source: Helpline['source'] }) {
  const { i18n } = useLingui()
  // A publication's own title is English: say so, so a Swahili screen reader reads it right.
  const name = typeof source.name === 'string' ? <span lang="en">{source.name}</span> : i18n._(source.name)
  if (!source.url) return name
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="text-teal-800 underline hover:text-teal-700"
    >
      {name}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}
