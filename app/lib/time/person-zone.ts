import { useSyncExternalStore } from 'react'
import { DEFAULT_TIMEZONE, isTimeZone, TIMEZONES } from '../../../api/contract/time'
import { deviceTimeZone } from './format'

const STORAGE_KEY = 'wellness.timezone'
const changed = new Set<() => void>()

/** The device's own zone, or EAT when the browser names none the app can use. */
export function detectedZone(): string {
  const zone = deviceTimeZone()
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIMEZONE
}

function readZone(): string {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    if (saved && isTimeZone(saved)) return saved
  } catch {
    // Storage can be off (private mode): the device's zone stands.
  }
  return detectedZone()
}

function subscribe(onChange: () => void): () => void {
  changed.add(onChange)
  return () => changed.delete(onChange)
}

/**
 * The zone the person reads times in (docs/product.md#6-bookings): the one they chose on this
 * device, else the browser's. EAT on the server's prerender and during hydration.
 */
export function usePersonZone(): string {
  return useSyncExternalStore(subscribe, readZone, () => DEFAULT_TIMEZONE)
}

/** Remembers the person's choice on this device and shows every time in it. */
export function choosePersonZone(zone: string): void {
  if (!isTimeZone(zone)) return
  try {
    localStorage.setItem(STORAGE_KEY, zone)
  } catch {
    // The choice then lasts until the page is left.
  }
  changed.forEach((onChange) => onChange())
}

/** The zones offered: EAT, CAT and WAT, and the device's own when it is another. */
export function zoneChoices(): string[] {
  const detected = detectedZone()
  return (TIMEZONES as readonly string[]).includes(detected) ? [...TIMEZONES] : [...TIMEZONES, detected]
}
