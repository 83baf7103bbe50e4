import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The label of a local form's privacy box, with the policy one tap away. */
export function PrivacyLabel() {
  return (
    <Trans>
      I have read and agree to the{' '}
      <Link to="/privacy-policy" className="font-medium text-teal-800 underline">
        Privacy Policy
      </Link>
      .
    </Trans>
  )
}

/** Where a local form points someone who needs help now: the sourced helplines. */
export function CrisisLine() {
  return (
    <p>
      <Trans>
        If you need help urgently, please see{' '}
        <Link to="/crisis-resources" className="font-medium text-teal-800 underline">
          Crisis Resources
        </Link>{' '}
        now.
      </Trans>
    </p>
  )
}
