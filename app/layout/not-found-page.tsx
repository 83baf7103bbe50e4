import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CrisisLink } from './errors/crisis-link'

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-5xl font-bold text-teal-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className="button-primary mt-8">
        <Trans>Back to Home</Trans>
      </Link>
      <CrisisLink />
    </div>
  )
}
