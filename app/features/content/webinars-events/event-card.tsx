import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '../badge'
import { ContentCard } from '../content-card'
import { Details } from '../details'
import { formatDay, formatTimeRange } from '../format-date'
import { formatLabels } from '../meeting-format'
import type { SampleEvent } from './events'

/** One sample event: when (in East Africa Time, in the reader's language), how, who, and its button. */
export function EventCard({ event, past }: { event: SampleEvent; past: boolean }) {
  const { i18n } = useLingui()
  const range = formatTimeRange(event.startsAt, event.endsAt, i18n.locale)
  return (
    <ContentCard
      title={i18n._(event.title)}
      badges={<Badge tone={event.format === 'online' ? 'teal' : 'amber'}>{i18n._(formatLabels[event.format])}</Badge>}
      action={past ? <Trans>Watch Recording</Trans> : <Trans>Register Now</Trans>}
      actionVariant={past ? 'secondary' : 'primary'}
    >
      <p>{i18n._(event.description)}</p>
      <Details
        items={[
          {
            label: <Trans>Date</Trans>,
            value: <time dateTime={event.startsAt}>{formatDay(event.startsAt, i18n.locale)}</time>,
          },
          { label: <Trans>Time</Trans>, value: <Trans>{range} EAT</Trans> },
          ...(event.place ? [{ label: <Trans>Place</Trans>, value: i18n._(event.place) }] : []),
          { label: <Trans>Host</Trans>, value: i18n._(event.host) },
        ]}
      />
    </ContentCard>
  )
}
