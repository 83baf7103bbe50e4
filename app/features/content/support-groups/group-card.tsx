import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '../badge'
import { ContentCard } from '../content-card'
import { Details } from '../details'
import { formatLabels } from '../meeting-format'
import type { SupportGroup } from './groups'

/** One sample group: Open (Join Group) or Waitlist (Join Waitlist), when and how it meets, who leads it. */
export function GroupCard({ group }: { group: SupportGroup }) {
  const { i18n } = useLingui()
  const open = group.status === 'open'
  const members = group.members
  return (
    <ContentCard
      title={i18n._(group.name)}
      badges={
        <>
          <Badge tone={open ? 'teal' : 'amber'}>{open ? <Trans>Open</Trans> : <Trans>Waitlist</Trans>}</Badge>
          <Badge tone="slate">{i18n._(formatLabels[group.format])}</Badge>
        </>
      }
      action={open ? <Trans>Join Group</Trans> : <Trans>Join Waitlist</Trans>}
      actionVariant={open ? 'primary' : 'secondary'}
    >
      <p>{i18n._(group.description)}</p>
      <Details
        items={[
          { label: <Trans>Meets</Trans>, value: i18n._(group.schedule) },
          ...(group.place ? [{ label: <Trans>Place</Trans>, value: i18n._(group.place) }] : []),
          { label: <Trans>Facilitator</Trans>, value: i18n._(group.facilitator) },
          {
            label: <Trans>Members</Trans>,
            value: <Plural value={members} one="# member" other="# members" />,
          },
        ]}
      />
    </ContentCard>
  )
}
