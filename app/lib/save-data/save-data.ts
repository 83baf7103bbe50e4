import { useSyncExternalStore } from 'react'
import { createStore } from 'zustand/vanilla'

/** The person's own choice on this device ("1" on, "0" off); absent: the browser decides. */
export const SAVE_DATA_KEY = 'wellness.save-data'

type NetworkInformation = { saveData?: boolean }

type SaveDataState = {
  /** The person's choice, which wins over the browser's; null until they make one. */
  chosen: boolean | null
  /** The browser asks to save data (Save-Data: on, navigator.connection.saveData). */
  browser: boolean
}

function storedChoice(): boolean | null {
  try {
    const stored = localStorage.getItem(SAVE_DATA_KEY)
    return stored === '1' ? true : stored === '0' ? false : null
  } catch {
    return null
  }
}

function browserAsks(): boolean {
  if (typeof navigator === 'undefined') return false
  return (navigator as Navigator & { connection?: NetworkInformation }).connection?.saveData === true
}

const initialState = (): SaveDataState =>
  typeof window === 'undefined' ? { chosen: null, browser: false } : { chosen: storedChoice(), browser: browserAsks() }

/** Without React (zustand/vanilla): the router, the queries and the worker's go-ahead read it too. */
export const saveDataStore = createStore<SaveDataState>()(initialState)

/** Whether the app saves data now (issue 20): the person's choice, else the browser's. */
export function saveDataOn(state: SaveDataState = saveDataStore.getState()): boolean {
  return state.chosen ?? state.browser
}

/** The person turns Save data on or off; remembered on this device (for this visit when storage is refused). */
export function chooseSaveData(on: boolean): void {
  try {
    localStorage.setItem(SAVE_DATA_KEY, on ? '1' : '0')
  } catch {
    // Storage refused: the choice holds for this visit.
  }
  saveDataStore.setState({ chosen: on })
}

/** Reads the choice and the browser's wish again (another tab's choice, a test's new device). */
export function refreshSaveData(): void {
  saveDataStore.setState(initialState())
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SAVE_DATA_KEY) refreshSaveData()
  })
}

/** Off while prerendering and hydrating, so the first render matches the prerendered page. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    saveDataStore.subscribe,
    () => saveDataOn(),
    () => false,
  )
}
