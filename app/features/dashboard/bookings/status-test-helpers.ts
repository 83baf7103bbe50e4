import { fireEvent, screen, within } from '@testing-library/react'
import { wallClockIn } from '../../../../api/contract/time'
import { store } from '../../../../mocks/store'

const ZONE = 'Africa/Nairobi'

/** Presses a card's button, then answers its dialog with the dialog's own button of that name. */
async function answerDialog(card: HTMLElement, press: string, dialogName: string, confirm: string) {
  fireEvent.click(within(card).getByRole('button', { name: press }))
  const dialog = await screen.findByRole('dialog', { name: dialogName }, { timeout: 10_000 })
  return { dialog, confirm: () => fireEvent.click(within(dialog).getByRole('button', { name: confirm })) }
}

/** Accept on a request's card, keeping or replacing what the dialog asks for (a link, an address...). */
export async function acceptIn(card: HTMLElement, joinInstructions?: string): Promise<HTMLElement> {
  const { dialog, confirm } = await answerDialog(card, 'Accept', 'Accept this request?', 'Accept')
  const field = await within(dialog).findByRole('textbox')
  if (joinInstructions !== undefined) fireEvent.change(field, { target: { value: joinInstructions } })
  confirm()
  return dialog
}

/** Decline on a request's card, with the reason template of that text if one is named. */
export async function declineIn(card: HTMLElement, template?: string): Promise<void> {
  const { dialog, confirm } = await answerDialog(card, 'Decline', 'Decline this request?', 'Decline')
  if (template) fireEvent.click(within(dialog).getByRole('button', { name: template }))
  confirm()
}

/** Mark Complete on a session's card, confirmed in its dialog. */
export async function completeIn(card: HTMLElement): Promise<void> {
  const { confirm } = await answerDialog(card, 'Mark Complete', 'Mark this session complete?', 'Mark Complete')
  confirm()
}

/** Moves a demo booking to a start a minute ago, today in EAT: it has begun. */
export function startedAMinuteAgo(bookingId: number): void {
  const row = store.bookings.find((booking) => booking.id === bookingId)!
  const start = new Date(Date.now() - 60_000)
  Object.assign(row, { ...wallClockIn(start, ZONE), timezone: ZONE, startsAt: start.toISOString() })
}
