import { create } from 'zustand'

const NOTICE_MS = 10_000

type SentNotice = { count: number }

/** How many queued items were delivered lately, for the banner; forgotten after ten seconds. */
export const useSentNotice = create<SentNotice>()(() => ({ count: 0 }))

let timer: ReturnType<typeof setTimeout> | undefined

export function noteSent(): void {
  useSentNotice.setState((state) => ({ count: state.count + 1 }))
  clearTimeout(timer)
  timer = setTimeout(() => useSentNotice.setState({ count: 0 }), NOTICE_MS)
}
