import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '../badge'
import { ContentCard } from '../content-card'
import { Details } from '../details'
import { jobTypes, type Job } from './jobs'

/** One sample opening: title, team, location, full- or part-time, and Apply Now. */
export function JobCard({ job }: { job: Job }) {
  const { i18n } = useLingui()
  return (
    <ContentCard
      title={i18n._(job.title)}
      badges={<Badge tone={job.type === 'full-time' ? 'teal' : 'amber'}>{i18n._(jobTypes[job.type])}</Badge>}
      action={<Trans>Apply Now</Trans>}
    >
      <p>{i18n._(job.summary)}</p>
      <Details
        items={[
          { label: <Trans>Team</Trans>, value: i18n._(job.team) },
          { label: <Trans>Location</Trans>, value: i18n._(job.location) },
        ]}
      />
    </ContentCard>
  )
}
