import { lazyPart } from '../../../lib/lazy-part'

// The dialog (Headless UI Dialog, TanStack Form) stays out of the page's first load; a list fetches
// it once it has sessions to write notes on, so it is there by the time a button is pressed.
export const SessionNotesDialog = lazyPart(() =>
  import('./session-notes-dialog').then((module) => module.SessionNotesDialog),
)
