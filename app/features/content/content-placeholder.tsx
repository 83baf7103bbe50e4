import { Trans, useLingui } from '@lingui/react/macro'
import { contentPages, type ContentPageKey } from './content-pages'

/** Stands in for a static content page until its sample content arrives (a later issue). */
export function ContentPlaceholder({ page }: { page: ContentPageKey }) {
  const { i18n } = useLingui()
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{i18n._(contentPages[page].title)}</h1>
      <p className="mt-4 text-slate-700">
        <Trans>This page is being written. Please check back soon.</Trans>
      </p>
    </div>
  )
}
