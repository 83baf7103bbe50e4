import { Trans, useLingui } from '@lingui/react/macro'
import { CardGrid } from '../content-card'
import { ContentPage } from '../content-page'
import { ContentTabs } from '../content-tabs'
import { EventCard } from './event-card'
import { pastEvents, upcomingEvents, type SampleEvent } from './events'
import { pageDataKey, useStoredData } from '../../../lib/offline/use-stored-data'

const events = { pastEvents, upcomingEvents }

/** /webinars-events (docs/product.md#2-routes-and-screens): Upcoming (Register Now) and Past (Watch Recording). */
export function EventsPage() {
  const { pastEvents, upcomingEvents } = useStoredData(pageDataKey('webinarsEvents', 'events'), events)
  const { t } = useLingui()
  return (
    <ContentPage
      page="webinarsEvents"
      intro={
        <Trans>
          Free talks and workshops with mental-health professionals from across Africa. Times are in East Africa Time
          (EAT).
        </Trans>
      }
    >
      <ContentTabs
        label={t`Events`}
        tabs={[
          {
            key: 'upcoming',
            label: <Trans>Upcoming</Trans>,
            panel: <EventList events={upcomingEvents} past={false} />,
          },
          { key: 'past', label: <Trans>Past</Trans>, panel: <EventList events={pastEvents} past /> },
        ]}
      />
    </ContentPage>
  )
}

function EventList({ events, past }: { events: SampleEvent[]; past: boolean }) {
  return (
    <CardGrid>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} past={past} />
        </li>
      ))}
    </CardGrid>
  )
}
