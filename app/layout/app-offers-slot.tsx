import { useStore } from 'zustand'
import { LoadLater } from '../components/ui/load-later'
import { lazyPart } from '../lib/lazy-part'
import { pwaStore } from '../lib/pwa/pwa-store'

// Most visits have nothing to offer: the strip's code loads once there is (issue 20).
const AppOffers = lazyPart(() => import('./app-offers').then((file) => file.AppOffers))

/** Under the header, the install and update offers (app-offers.tsx), once the browser or a new version brings one. */
export function AppOffersSlot() {
  const offering = useStore(pwaStore, (state) => state.installPrompt !== null || state.applyUpdate !== null)
  return (
    <LoadLater part={AppOffers} when={offering}>
      {(Offers) => <Offers />}
    </LoadLater>
  )
}
