import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'

// The crisis page's name as the pending-limit refusals say it ('… please see Crisis Resources.').
const crisisPageName = msg`Crisis Resources`

/** A message, with the crisis page's name in it (in the reader's language) a link to that page. */
export function CrisisLinkedText({ text }: { text: string }) {
  const { i18n } = useLingui()
  const name = i18n._(crisisPageName)
  const at = text.lastIndexOf(name)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <Link to="/crisis-resources" className="font-semibold underline underline-offset-2">
        {name}
      </Link>
      {text.slice(at + name.length)}
    </>
  )
}
