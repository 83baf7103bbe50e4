import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { tools } from './data/resources'
import { Icon } from './icons'

/** Sample self-help tools, with the way on to the assessment tools. */
export function ResourceTools() {
  const { i18n } = useLingui()
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">
        <Trans>Tools</Trans>
      </h3>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {tools.map((tool) => (
          <li key={tool.id} className="flex items-center gap-3 rounded-lg bg-teal-50 px-3 py-3 text-sm font-medium">
            <Icon name={tool.icon} className="size-5 text-teal-800" />
            <span className="text-slate-900">{i18n._(tool.name)}</span>
          </li>
        ))}
      </ul>
      <Link
        to="/assessment-tools"
        className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 underline-offset-4 hover:underline"
      >
        <Trans>Try the self-assessment tools</Trans>
        <Icon name="arrowRight" className="size-4" />
      </Link>
    </div>
  )
}
