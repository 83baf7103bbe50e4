import { loadWhenOnline } from '../load-when-online'
import { saveDataOn } from '../save-data/save-data'
import type { QueryClient } from '@tanstack/react-query'
import { giveGoAhead } from './precache-go-ahead'
import { pageReader, type PageReader } from './page-reader'

type Options = {
  production?: boolean
  load?: () => Promise<{ registerServiceWorker: (reader: PageReader) => void }>
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
  const reader = pageReader(queryClient)
  // The page has taken over and is idle: the first install may fetch its files now.
  void giveGoAhead(navigator.serviceWorker, saveDataOn, reader.current).catch(() => undefined)
  const { registerServiceWorker } = await load()
  registerServiceWorker(reader)
  return true
}
