import type { Context } from 'koa'
import type { Knex } from 'knex'
import type { CheckedInput } from '../contract/pipeline/input'
import type { RouteAnswer, RouteName } from '../contract/routes'
import type { User } from '../contract/schemas/auth'
import type { Config } from '../config'
import type { Counters, SignInLimits } from '../domain/accounts/sign-in-limits'
import type { UploadLimit } from '../db/upload-limit'
import type { Cipher } from '../security/cipher'
import type { DeriveKey } from '../security/hashing-pool'
import type { WorkQueue } from './work-queue'

/** What every route handler may use; built once by createApp. */
export type AppDeps = {
  db: Knex
  config: Config
  /** AES-256-GCM for booking notes: encrypt(plain, bookingId) / decrypt(stored, bookingId). */
  cipher: Cipher
  /** scrypt in the server's low-priority hashing pool, so a flood of sign-ins cannot starve the rest. */
  deriveKey: DeriveKey
  signInLimits: SignInLimits
  /** The shared rate counters (api/domain/accounts/sign-in-limits.ts), e.g. the codes' per phone and address. */
  counters: Counters
  /** The account's uploads this hour (photos, licences), counted before a body is read. */
  uploadLimit: UploadLimit
  /** Where profile photos are decoded: one at a time, a few waiting (api/http/photo-upload.ts). */
  photoQueue: WorkQueue
  /** The time that decides whether a licence has run out; the contract suite moves it. */
  licenceNow: () => Date
}

/** The signed-in user, loaded from the database on each request (never from the cookie). */
export type SessionUser = User & {
  /** The professionals row id, for role professional. */
  professionalId: number | null
}

/** A handler sees only validated input: the contract's pipeline (api/contract/pipeline) ran before it. */
export type HandlerInput<N extends RouteName> = CheckedInput<N> & {
  ctx: Context
  deps: AppDeps
  /** Non-null on `user` and `professional` routes. */
  user: SessionUser | null
}

export type HandlerResult<N extends RouteName> = {
  status?: number
  body: RouteAnswer<N>
  headers?: Record<string, string>
}

export type Handler<N extends RouteName> = (input: HandlerInput<N>) => Promise<HandlerResult<N>>

/** One route of the table with its handler; modules export lists of these, createApp mounts them. */
export type RouteEntry = { [N in RouteName]: { name: N; handler: Handler<N> } }[RouteName]

export function handle<N extends RouteName>(name: N, handler: Handler<N>): { name: N; handler: Handler<N> } {
  return { name, handler }
}
