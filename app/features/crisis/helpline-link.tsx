import { Trans } from '@lingui/react/macro'
import { helplineHref, type Helpline } from './helplines'

const sizes = {
  // The emergency numbers: the biggest targets on the page.
  large: 'min-h-12 bg-teal-800 px-5 text-xl text-white hover:bg-teal-700',
  normal: 'min-h-11 border border-teal-700 bg-white px-4 text-lg text-teal-800 hover:bg-teal-50',
}

/** The number as a link the phone dials (tel:) or texts (sms:), named for what it does: 'Call 999', 'Text 116'. */
export function HelplineLink({ line, size = 'normal' }: { line: Helpline; size?: keyof typeof sizes }) {
  const { display } = line
  return (
    <a
      href={helplineHref(line)}
      className={`inline-flex items-center justify-center gap-2 rounded-md py-2 font-bold whitespace-nowrap shadow-sm ${sizes[size]}`}
    >
      {line.channel === 'text' ? <Trans>Text {display}</Trans> : <Trans>Call {display}</Trans>}
    </a>
  )
}
