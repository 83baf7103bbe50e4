import type { I18n } from '@lingui/core'
import { messages } from '../../api/contract/messages'
import { serverMessageDescriptors } from './server-messages'

/** The name the API gives a person who deleted their account: the other party keeps the booking under it. */
export const isDeletedAccount = (name: string): boolean => name === messages.deletedAccount

/** A booking's other party as the reader reads them: their name, or 'Deleted account' in the reader's language. */
export function otherPartyName(i18n: I18n, name: string): string {
  return isDeletedAccount(name) ? i18n._(serverMessageDescriptors.deletedAccount) : name
}
