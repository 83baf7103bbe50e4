import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** On every page that could not be shown: the way to the crisis lines, which work offline. */
export function CrisisLink() {
  return (
    <p className="mt-6 text-slate-700">
      <Trans>
        Need help now?{' '}
        <Link to="/crisis-resources" className="font-semibold text-teal-800 underline">
          Crisis resources
        </Link>
      </Trans>
    </p>
  )
}
