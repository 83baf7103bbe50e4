import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { loadWhenOnline } from './load-when-online'

/**
 * A component in a file of its own. Inside a Suspense it is React.lazy: fetched when it first
 * renders, and a failure goes to the nearest error boundary. Inside LoadLater, that decides when.
 */
export type LazyPart<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Fetches the file (once; again after a failure) and gives the component. */
  preload: () => Promise<ComponentType<Props>>
  /** The component, if its file has arrived. */
  arrived: () => ComponentType<Props> | null
}

type Options = {
  /**
   * True (the default): a file the connection failed waits for it to return (loadWhenOnline). False
   * for a part the person asked for and watches a spinner for (a dialog): it fails at once, and they are told.
   */
  waitForConnection?: boolean
}

/** A part of the app the page can do without at first: a form, the mobile menu, the outbox, a dialog, a tab. */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { waitForConnection = true }: Options = {},
): LazyPart<Props> {
  let arrived: ComponentType<Props> | null = null
  let attempt: Promise<ComponentType<Props>> | null = null
  const preload = () =>
    (attempt ??= (waitForConnection ? loadWhenOnline(load) : load()).then(
      (component) => (arrived = component),
      (error: unknown) => {
        attempt = null
        throw error
      },
    ))
  const Part = lazy(() => preload().then((component) => ({ default: component })))
  return Object.assign(Part, { preload, arrived: () => arrived })
}
