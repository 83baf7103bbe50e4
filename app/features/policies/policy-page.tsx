import { Trans, useLingui } from '@lingui/react/macro'
import { calendarDateText } from '../../lib/time/format'
import { ContentPage, ContentSection, type ContentPageKey } from '../content'
import { PolicyBlockView } from './policy-block'
import { PolicyToc } from './policy-toc'
import type { PolicyDocument } from './policy-types'

/** The layout the three policies share: summary, last-updated date, contents, short h2 sections. */
export function PolicyPage({ page, policy }: { page: ContentPageKey; policy: PolicyDocument }) {
  const { i18n } = useLingui()
  const updated = calendarDateText(i18n, policy.lastUpdated)
  return (
    <ContentPage page={page} intro={i18n._(policy.summary)}>
      <div className="grid max-w-3xl gap-12">
        <p className="-mt-6 text-sm text-slate-700">
          <Trans>
            Last updated: <time dateTime={policy.lastUpdated}>{updated}</time>
          </Trans>
        </p>
        <PolicyToc page={page} sections={policy.sections} />
        {policy.sections.map((section) => (
          <ContentSection key={section.id} id={section.id} title={i18n._(section.title)}>
            {section.blocks.map((block, index) => (
              <PolicyBlockView key={index} block={block} />
            ))}
          </ContentSection>
        ))}
      </div>
    </ContentPage>
  )
}
