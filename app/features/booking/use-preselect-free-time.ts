import { useEffect, useEffectEvent } from 'react'
import type { Slot } from '../../../api/contract/schemas/availability'
import { firstChoice, isShownDay, type Choice } from './free-days'

type Form = { current: () => Choice; choose: (choice: Choice) => void }

/**
 * When the free times of the days shown arrive (or change with the person's zone), Book a Session
 * starts on the time already chosen if it is free, else on the first free time (firstChoice). A
 * date typed beyond the days shown is the person's own and stays.
 */
export function usePreselectFreeTime(slots: readonly Slot[] | null, firstDate: string, form: Form): void {
  const preselect = useEffectEvent((shown: readonly Slot[]) => {
    const chosen = form.current()
    if (chosen.sessionDate !== '' && !isShownDay(chosen.sessionDate, firstDate)) return
    const choice = firstChoice(shown, chosen)
    if (choice) form.choose(choice)
  })
  useEffect(() => {
    if (slots) preselect(slots)
  }, [slots])
}
