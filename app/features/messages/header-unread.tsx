import { LoadLater } from '../../components/ui/load-later'
import { lazyPart } from '../../lib/lazy-part'

// The count and its query load once the page is idle: every page's header carries it.
const UnreadMessagesCount = lazyPart(() => import('./unread-count').then((module) => module.UnreadMessagesCount))

/** The unread messages count inside a header link, once the page is idle. */
export function HeaderUnreadMessages() {
  return (
    <LoadLater part={UnreadMessagesCount} when="idle">
      {(Count) => <Count />}
    </LoadLater>
  )
}
