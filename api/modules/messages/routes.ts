import type { Knex } from 'knex'
import { messagesTable, type MessagePorts } from '../../domain/messages/route-table'
import type { HandlerInput } from '../../http/handler'
import { tableRoutes } from '../../http/mount-table'
import { signedIn } from '../../http/signed-in'
import { threadStoreOf } from './thread-audit'

type Input = Pick<HandlerInput<'bookingMessages'>, 'ctx' | 'deps' | 'user'>

/**
 * The threads' storage over Knex (on a post's transaction for its write), bound to the signed-in
 * caller, whose audit entries it writes.
 */
const knexMessagePorts = ({ ctx, deps, user }: Input, db: Knex | Knex.Transaction): MessagePorts => ({
  limits: () => deps.config.limits,
  threads: () => threadStoreOf(db, deps, ctx, signedIn(user)),
  transaction: (work) => deps.db.transaction((trx) => work(threadStoreOf(trx, deps, ctx, signedIn(user)))),
})

/** A booking's private thread, its two parties only (docs/product.md#17-messages). */
export const messageRoutes = tableRoutes(messagesTable, knexMessagePorts)
