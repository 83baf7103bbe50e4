import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { contentPages, type ContentPageKey } from '../content'
import type { PolicySection } from './policy-types'

/** The policy's sections as links to their anchors. */
export function PolicyToc({ page, sections }: { page: ContentPageKey; sections: PolicySection[] }) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`On this page`} className="rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h2 className="text-base font-semibold text-slate-900">
        <Trans>On this page</Trans>
      </h2>
      <ol className="mt-2 grid list-decimal gap-1 pl-6">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={contentPages[page].to}
              hash={section.id}
              className="inline-flex min-h-11 items-center text-teal-800 underline hover:text-teal-700"
            >
              {i18n._(section.title)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
