import { forbidden } from '../../contract/errors'
import { messages } from '../../contract/messages'
import type { ProfileUpdate } from '../../contract/schemas/professionals'
import { checkedFactChange, type CheckedFacts } from '../verification/checked-facts'

/** What a profile change writes, inside one transaction. `P` is a photo as the store keeps it. */
export type ProfileStore<P> = {
  /** The name and title as they stand; null when the caller has no profile. */
  checkedFacts(professionalId: number): Promise<CheckedFacts | null>
  /** Only the fields sent change (null clears a text); `photo` undefined keeps it, null removes it. */
  saveProfile(professionalId: number, update: ProfileUpdate, photo: P | null | undefined): Promise<void>
  /** Sends a verified or waiting check back to the admins' queue; false when there was none. */
  resubmitStandingCheck(professionalId: number, now: Date): Promise<boolean>
  recordResubmitted(professionalId: number, change: 'nameChanged' | 'titleChanged'): Promise<void>
  /** Last: whatever the store keeps derived from the profile and its check (the directory's listing and terms). */
  refreshDirectory(professionalId: number, update: ProfileUpdate): Promise<void>
}

/** What a profile change needs: reading a photo sent as a data URL (400 when it is not one), and a transaction. */
export type ProfilePorts<P> = {
  readPhoto(dataUrl: string): Promise<P>
  transaction<T>(work: (store: ProfileStore<P>) => Promise<T>): Promise<T>
}

/**
 * The professional changes their profile: only the fields sent; a new name or title sends a
 * standing check back to the admins (docs/product.md#15-trust), recorded with which one changed.
 * `now` is the licence clock's.
 */
export async function updateProfile<P>(
  ports: ProfilePorts<P>,
  { professionalId, update, now }: { professionalId: number; update: ProfileUpdate; now: Date },
): Promise<void> {
  const sent = update.profileImageUrl
  const photo = sent === undefined ? undefined : sent ? await ports.readPhoto(sent) : null
  await ports.transaction(async (store) => {
    const before = await store.checkedFacts(professionalId)
    if (!before) throw forbidden(messages.professionalsOnly)
    await store.saveProfile(professionalId, update, photo)
    const change = checkedFactChange(before, update)
    if (change && (await store.resubmitStandingCheck(professionalId, now))) {
      await store.recordResubmitted(professionalId, change)
    }
    await store.refreshDirectory(professionalId, update)
  })
}
