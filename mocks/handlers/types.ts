import type { CheckedInput } from '../../api/contract/pipeline/input'
import type { RouteAnswer, RouteName, Routes } from '../../api/contract/routes'
import type { AnswerCookies } from '../session-cookie'
import type { IdempotencyRow, ProfessionalRow, SessionRow, UserRow } from '../store'

/** Who is calling, narrowed by the route's access: the pipeline has already answered 401/403. */
type Caller<N extends RouteName> = Routes[N]['access'] extends 'professional'
  ? { user: UserRow; professional: ProfessionalRow }
  : Routes[N]['access'] extends 'user' | 'signedIn' | 'admin'
    ? { user: UserRow }
    : { user: UserRow | null }

/** A mock handler sees only validated input, like the server's (api/http/handler.ts). */
export type MockInput<N extends RouteName> = Caller<N> &
  Omit<CheckedInput<N>, 'idempotencyKey'> & {
    /** The live session the request's cookie points to. */
    session: SessionRow | null
    /** The caller's network address (handlers/request.ts clientAddress). */
    address: string
    /** The account's device cookie as the request sent it (to sign-in only), or null. */
    deviceCookie: (userId: number) => string | null
    /** The cookies the answer sets, filled in by whatever signs the browser in or out. */
    cookies: AnswerCookies
  }

export type MockResult<N extends RouteName> = {
  status?: number
  body: RouteAnswer<N>
  headers?: Record<string, string>
  /** The booking an idempotent route touched: what a replay answers with. */
  bookingId?: number
  /** The message a post made, for its replay. */
  messageId?: number
}

/**
 * Runs under the store's lock (mocks/store-lock.ts): a handler may await the shared use cases
 * (api/domain) between their checks and their writes, and no other request interleaves.
 */
export type MockHandler<N extends RouteName> = (input: MockInput<N>) => MockResult<N> | Promise<MockResult<N>>

export type RouteOptions<N extends RouteName> = {
  /** For idempotent routes: the answer to a replay, read from the booking (and message) as they are now. */
  replay?: (first: IdempotencyRow, input: MockInput<N>) => Promise<MockResult<N>>
}
