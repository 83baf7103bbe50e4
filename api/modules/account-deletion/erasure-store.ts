import type { Knex } from 'knex'
import type { ErasureStore } from '../../domain/accounts/account-deletion'
import type { Cipher } from '../../security/cipher'
import {
  bookingsToCancel,
  cancelForDeletion,
  emptyProfile,
  eraseMessages,
  eraseWords,
  forgetAccountState,
  lockAccount,
  professionalIdOf,
  tombstoneAccount,
} from './repo'

type Records = {
  cancelled: (trx: Knex.Transaction, bookingId: number) => Promise<void>
  deleted: (trx: Knex.Transaction) => Promise<void>
}

/** An account's erasure over one transaction; the cancel reason sealed with each booking's key. */
export function knexErasureStore(trx: Knex.Transaction, cipher: Cipher, record: Records): ErasureStore {
  return {
    lockAccount: (userId) => lockAccount(trx, userId),
    professionalIdOf: (userId) => professionalIdOf(trx, userId),
    eraseWords: (side) => eraseWords(trx, side),
    eraseMessages: (userId) => eraseMessages(trx, userId),
    bookingsToCancel: (side, now) => bookingsToCancel(trx, side, now),
    cancelForDeletion: (bookingId, reason, now) =>
      cancelForDeletion(trx, bookingId, cipher.encrypt(reason, bookingId), now),
    emptyProfile: (professionalId, tombstone) => emptyProfile(trx, professionalId, tombstone),
    forgetAccountState: (userId) => forgetAccountState(trx, userId),
    tombstoneAccount: (userId, tombstone, now) => tombstoneAccount(trx, userId, tombstone, now),
    recordCancelled: (bookingId) => record.cancelled(trx, bookingId),
    recordDeleted: () => record.deleted(trx),
  }
}
