import { clearOutbox, unsentCount } from '../outbox/outbox-store'
import { clearPersonalSnapshots } from './snapshots'

/** Logout: the stored copies made for the signed-in person and the whole outbox go. */
export async function clearPersonalData(): Promise<void> {
  await Promise.all([clearPersonalSnapshots(), clearOutbox()])
}

/** How many written things logout would throw away unsent. */
export { unsentCount }
