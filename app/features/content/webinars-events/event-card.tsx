import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '../badge'
import { ContentCard } from '../content-card'
import { Details } from '../details'
import { longDayText, timeRangeText } from '../../../lib/time/format'
import { formatLabels } from '../meeting-format'
import type { SampleEvent } from './events'

/** Sample events happen in East Africa Time: their dates and times are shown there, wherever the reader is. */
const EAST_AFRICA = 'Africa/Nairobi'

/** One sample event: when (in East Africa Time, in the reader's language), how, who, and its button. */
export function EventCard({ event, past }: { event: SampleEvent; past: boolean }) {
  const { i18n } = useLingui()
  const range = timeRangeText(new Date(event.startsAt), new Date(event.endsAt), EAST_AFRICA)
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
            value: <time dateTime={event.startsAt}>{longDayText(i18n, new Date(event.startsAt), EAST_AFRICA)}</time>,
          },
          { label: <Trans>Time</Trans>, value: <Trans>{range} EAT</Trans> },
          ...(event.place ? [{ label: <Trans>Place</Trans>, value: i18n._(event.place) }] : []),
          { label: <Trans>Host</Trans>, value: i18n._(event.host) },
        ]}
      />
    </ContentCard>
  )
}
