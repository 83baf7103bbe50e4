// What other features may use of messages: the header's unread count (loaded when idle) and a
// booking card's Messages link with its own count.
export { HeaderUnreadMessages } from './header-unread'
export { MessagesLink } from './messages-link'
