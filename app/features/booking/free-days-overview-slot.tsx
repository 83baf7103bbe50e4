import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'

// In a file of its own: through booking's index it would otherwise join the landing's first load.
const FreeDaysOverview = lazyPart(() => import('./free-days-overview').then((module) => module.FreeDaysOverview))

/** The professional's page's next days with their free times (free-days-overview.tsx), once the page is live. */
export function FreeDaysOverviewSlot({ professionalId }: { professionalId: number }) {
  return (
    <LoadLater part={FreeDaysOverview} when="hydrated">
      {(Overview) => <Overview professionalId={professionalId} />}
    </LoadLater>
  )
}
