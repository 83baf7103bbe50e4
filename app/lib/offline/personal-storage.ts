/**
 * What this device keeps for one signed-in person in localStorage, by name (My sessions' last
 * visit): logout removes the person's (docs/product.md#13-offline-and-installable). A feature keeping more adds its name here.
 */
const PERSONAL_NAMES = ['my-sessions-seen'] as const

export const personalStorageKey = (name: (typeof PERSONAL_NAMES)[number], userId: number) =>
  `wellness.${name}.${userId}`

export function forgetPersonalStorage(userId: number): void {
  try {
    for (const name of PERSONAL_NAMES) localStorage.removeItem(personalStorageKey(name, userId))
  } catch {
    // Without storage nothing was kept.
  }
}
