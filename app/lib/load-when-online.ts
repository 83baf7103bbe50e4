import { failedChunkUrl } from './failed-chunk'

/** Tries for a file the server may really have lost (a new version was deployed), before giving up. */
const TRIES_WHILE_ONLINE = 3
const PAUSE_WHILE_ONLINE_MS = 5_000

/**
 * Loads a file of the app that the page can do without for a while (the mobile menu, a form, the
 * outbox). When the connection fails it, the load waits and tries again once the connection returns,
 * for as long as it takes, instead of failing the page: a person whose signal dropped just after the
 * page arrived keeps a working page, and the part appears when the signal does. While the browser
 * says it is online, it tries a few times, then fails, so a file a new deployment removed still
 * reaches the error page, which reloads into that version.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (let triesOnline = 1; ;) {
    try {
      return await load()
    } catch (error) {
      if (failedChunkUrl(error) === null) throw error
      if (navigator.onLine && triesOnline++ >= TRIES_WHILE_ONLINE) throw error
      await connectionBack()
    }
  }
}

function connectionBack(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done)
      clearTimeout(timer)
      resolve()
    }
    window.addEventListener('online', done)
    const timer = navigator.onLine ? setTimeout(done, PAUSE_WHILE_ONLINE_MS) : undefined
  })
}
