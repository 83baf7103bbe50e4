import { create } from 'zustand'

/**
 * Whether this page needs the outbox's runner and list (app/features/offline/offline-root.tsx)
 * although the device held no database when it started: a write that can wait offline is on
 * screen, or one was just queued.
 */
export const useOutboxWanted = create<{ wanted: boolean }>()(() => ({ wanted: false }))

export const wantOutbox = (): void => useOutboxWanted.setState({ wanted: true })
