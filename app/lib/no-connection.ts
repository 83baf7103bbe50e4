import { msg } from '@lingui/core/macro'

/** What a failed call says when fetch found no network (it rejects with a TypeError). */
export const noConnection = msg`No connection. Please check your network and try again.`

export const isNoConnection = (error: unknown): error is TypeError => error instanceof TypeError
