import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** Read before any tool: these are for learning, not a diagnosis, and where to go in danger. */
export function AssessmentDisclaimer() {
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900">
      <p className="font-semibold">
        <Trans>These tools are for education only. They are not a diagnosis.</Trans>
      </p>
      <p className="mt-2 text-slate-800">
        <Trans>
          Your answers can help you understand how you are feeling and talk about it with a qualified professional, who
          alone can make a diagnosis.
        </Trans>
      </p>
      <p className="mt-2 text-slate-800">
        <Trans>
          If you are in danger or thinking about harming yourself, do not wait:{' '}
          <Link to="/crisis-resources" className="font-semibold text-teal-800 underline">
            get help now on Crisis Resources
          </Link>
          .
        </Trans>
      </p>
    </div>
  )
}
