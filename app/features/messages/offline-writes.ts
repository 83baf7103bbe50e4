import { queryRoots } from '../../lib/query-keys'
import { refreshAfterWrite } from '../../lib/outbox/outbox-refresh'

/** A message, sent at once or from the outbox, is read back into its thread (only what is new) and the counts. */
export const messageRefreshes = refreshAfterWrite('postMessage', [queryRoots.messages])
