import { Trans } from '@lingui/react/macro'

/** Stands in for the landing page until the app's routes arrive (issue 3). */
export function HoldingPage() {
  return (
    <main>
      <h1>
        <Trans>Connecting Africa to Mental Wellness</Trans>
      </h1>
      <p>
        <Trans>Find verified mental-health professionals and request a session.</Trans>
      </p>
    </main>
  )
}
