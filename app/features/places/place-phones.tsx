import { Trans } from '@lingui/react/macro'
import { telHref } from '../../lib/tel-href'

const sizes = {
  // The place's page: the biggest targets on it.
  large: 'min-h-12 bg-teal-800 px-5 text-xl text-white hover:bg-teal-700',
  normal: 'min-h-11 border border-teal-700 bg-white px-4 text-base text-teal-800 hover:bg-teal-50',
}

/** A place's phones, each a link the phone dials (tel:, which needs no data): 'Call +254…'. */
export function PlacePhones({ phones, size = 'normal' }: { phones: string[]; size?: keyof typeof sizes }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {phones.map((display) => (
        <li key={display}>
          <a
            href={telHref(display) ?? undefined}
            className={`inline-flex items-center justify-center rounded-md py-2 font-bold whitespace-nowrap shadow-sm ${sizes[size]}`}
          >
            <Trans>Call {display}</Trans>
          </a>
        </li>
      ))}
    </ul>
  )
}
