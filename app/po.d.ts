declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

declare module 'virtual:wellness-message-parts' {
  import type { Messages } from '@lingui/core'
  type PartLoader = () => Promise<{ messages: Messages }>
  export const partLoaders: Partial<Record<string, { en: PartLoader; sw: PartLoader }>>
}

declare module 'virtual:wellness-messages/*' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

declare module 'virtual:wellness-route-parts' {
  /** Each route's own part of the catalog, by the router's id for it. */
  export const routeParts: Partial<Record<string, string>>
}
