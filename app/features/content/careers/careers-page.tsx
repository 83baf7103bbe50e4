import { Trans, useLingui } from '@lingui/react/macro'
import { PRODUCT_NAME } from '../../../lib/brand'
import { CardGrid, ContentCard } from '../content-card'
import { ContentPage } from '../content-page'
import { ContentTabs } from '../content-tabs'
import { benefits, values } from './culture'
import { JobCard } from './job-card'
import { jobs } from './jobs'
import { pageDataKey, useStoredData } from '../../../lib/offline/use-stored-data'

const careers = { jobs, values, benefits }

/** /careers (docs/product.md#2-routes-and-screens): Openings (Apply Now), Culture and Benefits tabs. */
export function CareersPage() {
  const { jobs, values, benefits } = useStoredData(pageDataKey('careers', 'careers'), careers)
  const { t, i18n } = useLingui()
  return (
    <ContentPage page="careers" intro={<Trans>Join {PRODUCT_NAME} and help connect Africa to mental wellness.</Trans>}>
      <ContentTabs
        label={t`Careers`}
        tabs={[
          {
            key: 'openings',
            label: <Trans>Openings</Trans>,
            panel: (
              <CardGrid>
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </CardGrid>
            ),
          },
          {
            key: 'culture',
            label: <Trans>Culture</Trans>,
            panel: (
              <CardGrid>
                {values.map((value) => (
                  <li key={value.id}>
                    <ContentCard title={i18n._(value.title)}>
                      <p>{i18n._(value.text)}</p>
                    </ContentCard>
                  </li>
                ))}
              </CardGrid>
            ),
          },
          {
            key: 'benefits',
            label: <Trans>Benefits</Trans>,
            panel: (
              <ul className="grid gap-3 sm:grid-cols-2">
                {benefits.map((benefit) => (
                  <li key={benefit.id} className="flex gap-3 rounded-lg bg-teal-50 p-4 text-slate-800">
                    <CheckIcon />
                    {i18n._(benefit)}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </ContentPage>
  )
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-teal-700">
      <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
    </svg>
  )
}
