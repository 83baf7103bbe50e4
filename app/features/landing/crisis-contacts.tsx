import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { helplineById, helplineHref } from '../crisis'
import { crisisContactIds } from './data/resources'
import { Icon } from './icons'

const contacts = crisisContactIds.map(helplineById)

/** The static crisis contacts: each a link that starts the call or the text message at a tap. */
export function CrisisContacts() {
  const { i18n } = useLingui()
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">
        <Trans>Crisis Contacts</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Free lines in Kenya. If you are in danger, do not wait.</Trans>
      </p>
      <ul className="mt-4 grid gap-3">
        {contacts.map((line) => {
          const number = line.display
          return (
            <li key={line.id}>
              <a
                href={helplineHref(line)}
                className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 hover:bg-red-100"
              >
                <Icon name={line.channel === 'text' ? 'chat' : 'phone'} className="mt-0.5 size-5 text-red-800" />
                <span>
                  <span className="block font-bold text-red-900">
                    {line.channel === 'text' ? <Trans>Text {number}</Trans> : <Trans>Call {number}</Trans>}
                  </span>
                  <span className="block text-sm text-slate-800">{i18n._(line.name)}</span>
                  <span className="block text-sm text-slate-700">{i18n._(line.hours)}</span>
                </span>
              </a>
            </li>
          )
        })}
      </ul>
      <Link
        to="/crisis-resources"
        className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-teal-800 underline-offset-4 hover:underline"
      >
        <Trans>See helplines in other countries</Trans>
        <Icon name="arrowRight" className="size-4" />
      </Link>
    </div>
  )
}
