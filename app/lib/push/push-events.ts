/// <reference lib="webworker" />
import { readDevicePerson } from './device-person'
import { pushView } from './push-notification'

function payloadOf(event: PushEvent): unknown {
  try {
    return event.data?.json() as unknown
  } catch {
    return null
  }
}

/**
 * The service worker's side of web push: a push shows a notification only for the person signed
 * in on this device (push-notification.ts), and a tap opens its screen in the app's window if one
 * is open, else in a new one.
 */
export function listenForPush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    event.waitUntil(
      readDevicePerson()
        .catch(() => null)
        .then((person) => {
          const view = pushView(payloadOf(event), person)
          return view ? worker.registration.showNotification(view.title, view.options) : undefined
        }),
    )
  })

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const { url } = event.notification.data as { url: string }
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin)
        if (!open) return void (await worker.clients.openWindow(url))
        await open.focus()
        await open.navigate(url)
      }),
    )
  })
}
