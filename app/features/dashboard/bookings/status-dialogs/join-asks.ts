import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SessionType } from '../../../../../api/contract/schemas/bookings'

/**
 * What Accept asks for, by session type (docs/product.md#6-bookings): a video session needs a link,
 * an in-person one an address, a phone one who calls whom. The server accepts without them (so an
 * Accept queued offline never fails on it); the dialog asks.
 */
export type JoinAsk = {
  label: MessageDescriptor
  hint: MessageDescriptor
  /** Said when the field is left empty, or null when it may be. */
  missing: MessageDescriptor | null
  /** Whether the profile's default joining instructions are offered (and, left empty, sent by the server). */
  offersDefault: boolean
  /** Texts to start from, in the reader's language, then editable. */
  templates: MessageDescriptor[]
}

export const joinAsks: Record<SessionType, JoinAsk> = {
  'Video Call': {
    label: msg`Video link`,
    hint: msg`The client opens this link to join once you accept, for example https://meet.example/room.`,
    missing: msg`Please give the client a video link to join`,
    offersDefault: true,
    templates: [],
  },
  'Phone Call': {
    label: msg`Who calls whom`,
    hint: msg`Say who calls whom at the session time, and on which number.`,
    missing: msg`Please say who calls whom`,
    offersDefault: false,
    templates: [
      msg`I will call you at the session time on the number you shared with me.`,
      msg`Please call me at the session time on:`,
    ],
  },
  'In-Person': {
    label: msg`Address`,
    hint: msg`Where the session takes place: the address and how to find the room.`,
    missing: msg`Please give the address of the session`,
    offersDefault: false,
    templates: [],
  },
  // Chat will take place in the platform's own thread; until then, anything the client should know.
  Chat: {
    label: msg`Joining instructions (optional)`,
    hint: msg`The client sees these once you accept: a video link, a phone number or an address.`,
    missing: null,
    offersDefault: true,
    templates: [],
  },
}

/** Whether Accept needs text: the type asks for it and no profile default stands in. */
export const needsInstructions = (ask: JoinAsk, profileDefault: string) =>
  ask.missing !== null && !(ask.offersDefault && profileDefault.trim() !== '')
