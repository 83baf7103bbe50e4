/** The time that decides whether a licence has run out; the contract suite moves it (null: real time). */
let fixedNow: Date | null = null

export const licenceNow = (): Date => fixedNow ?? new Date()

export function setLicenceClock(now: Date | null): void {
  fixedNow = now
}
