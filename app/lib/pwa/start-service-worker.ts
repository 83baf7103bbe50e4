import { loadWhenOnline } from '../load-when-online'
import { saveDataOn } from '../save-data/save-data'
import type { QueryClient } from '@tanstack/react-query'
import { giveGoAhead } from './precache-go-ahead'
import { signedInRole, type SignedInRole } from './signed-in-role'

type Options = {
  production?: boolean
  load?: () => Promise<{ registerServiceWorker: (role: SignedInRole) => void }>
}

/**
 * Production only: in `npm run dev` the MSW worker owns scope `/` (app/main.tsx), so the two
 * workers are never registered in the same mode. Loaded after the first render, off the first load.
 */
export async function startServiceWorker(
  queryClient: QueryClient,
  {
    production = import.meta.env.PROD,
    load = () => loadWhenOnline(() => import('./register-service-worker')),
  }: Options = {},
): Promise<boolean> {
  if (!production || !('serviceWorker' in navigator)) return false
  const role = signedInRole(queryClient)
  // The page has taken over and is idle: the first install may fetch its files now.
  void giveGoAhead(navigator.serviceWorker, saveDataOn, role.current).catch(() => undefined)
  const { registerServiceWorker } = await load()
  registerServiceWorker(role)
  return true
}
