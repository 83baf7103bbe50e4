import { t } from '@lingui/core/macro'
import { registerSW } from 'virtual:pwa-register'
import { toast } from '../toasts'
import { askForSkippedFiles } from './ask-for-skipped-files'
import { watchWhetherPersonIsBusy } from './person-is-busy'
import { pwaStore } from './pwa-store'
import type { PageReader } from './page-reader'
import { createUpdateOffer } from './update-offer'

const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers app/sw.ts (registerType 'prompt'). A new version is offered, never forced: a toast
 * with Reload when the person is not busy, and the header's Update button until they take it.
 * Nothing here reloads the page unless the person asked for it.
 */
export function registerServiceWorker(reader: PageReader): void {
  const isBusy = watchWhetherPersonIsBusy()
  const container = navigator.serviceWorker
  askForSkippedFiles(container, reader)
  let controlled = container.controller !== null
  let takenOverElsewhere = false
  let accepted = false

  const apply = () => {
    accepted = true
    // Another tab already let the new worker in: this page only needs to load the new version.
    if (takenOverElsewhere) window.location.reload()
    else void updateSW(true)
  }
  const { offer } = createUpdateOffer({
    isBusy,
    show: () =>
      toast({
        title: t`A new version is ready`,
        description: t`Reload when it suits you: the Update button at the top stays until then.`,
        action: { label: t`Reload`, onClick: apply },
      }),
  })
  const updateAvailable = () => {
    pwaStore.setState({ applyUpdate: apply })
    offer()
  }

  // A new worker took control: after this page's Reload, or a Reload in another tab (this page
  // then runs the old version under the new worker, so it is offered the reload too). The first
  // visit's clientsClaim is not a new version.
  container.addEventListener('controllerchange', () => {
    if (!controlled) controlled = true
    else if (accepted) window.location.reload()
    else {
      takenOverElsewhere = true
      updateAvailable()
    }
  })

  const updateSW = registerSW({
    onNeedRefresh: updateAvailable,
    // vite-plugin-pwa would reload every open tab here; the listener above decides instead.
    onNeedReload: () => undefined,
    // The browser looks for a new worker on page loads; an app left open looks once an hour too.
    onRegisteredSW: (_url, registration) => {
      if (!registration) return
      setInterval(() => {
        if (navigator.onLine) void registration.update()
      }, UPDATE_CHECK_MS)
    },
  })
}
