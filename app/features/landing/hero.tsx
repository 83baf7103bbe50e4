import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The first screen: text only, so the headline paints at once on a slow phone. */
export function Hero() {
  return (
    <section className="bg-gradient-to-b from-teal-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          <Trans>Connecting Africa to Mental Wellness</Trans>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-700">
          <Trans>
            Find a verified professional and book a session by video, phone, chat or in person, with support that
            understands your language and culture.
          </Trans>
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/" hash="theraline" className="button-primary">
            <Trans>Get Support Now</Trans>
          </Link>
          <Link to="/" hash="about" className="button-secondary">
            <Trans>Learn More</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}
