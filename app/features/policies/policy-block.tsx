import { Trans as TransMessage } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PolicyBlock, PolicyDefinition, PolicyLink } from './policy-types'

const linkClass = 'text-teal-800 underline hover:text-teal-700'

function linkTo(link: PolicyLink) {
  return 'hash' in link ? (
    <Link to={link.to} hash={link.hash} className={linkClass} />
  ) : (
    <Link to={link.to} className={linkClass} />
  )
}

function Definition({ item }: { item: PolicyDefinition }) {
  const { i18n } = useLingui()
  return (
    <div className="grid gap-1 rounded-lg border border-slate-300 p-4">
      <dt className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        {'code' in item.term ? <code className="font-mono text-base">{item.term.code}</code> : i18n._(item.term)}
        {item.tag ? (
          <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800">
            {i18n._(item.tag)}
          </span>
        ) : null}
      </dt>
      {item.details.map((detail) => (
        <dd key={detail.id} className="text-slate-700">
          {i18n._(detail)}
        </dd>
      ))}
    </div>
  )
}

/** One block of a policy section: a paragraph (its links filled in), a list, or terms with their meaning. */
export function PolicyBlockView({ block }: { block: PolicyBlock }) {
  const { i18n } = useLingui()
  if (block.kind === 'list') {
    return (
      <ul className="grid list-disc gap-2 pl-5 text-slate-700">
        {block.items.map((item) => (
          <li key={item.id}>{i18n._(item)}</li>
        ))}
      </ul>
    )
  }
  if (block.kind === 'definitions') {
    return (
      <dl className="grid gap-3">
        {block.items.map((item, index) => (
          <Definition key={index} item={item} />
        ))}
      </dl>
    )
  }
  const { text, links = [] } = block
  return (
    <p className="text-slate-700">
      {/* The runtime Trans: it puts the links into the translated text's <0>…</0> tags. */}
      <TransMessage id={text.id} message={text.message} values={text.values} components={{ ...links.map(linkTo) }} />
    </p>
  )
}
