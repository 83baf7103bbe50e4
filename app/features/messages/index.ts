// What other features may use of messages: a booking card's Messages link with its unread count.
// (The header takes its count from header-unread.tsx itself: this index must stay out of every
// page's first load.)
export { MessagesLink } from './messages-link'
