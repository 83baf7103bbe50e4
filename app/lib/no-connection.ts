import { msg } from '@lingui/core/macro'

/** What a failed call says when it found no network (offline/network-failure.ts). */
export const noConnection = msg`No connection. Please check your network and try again.`
