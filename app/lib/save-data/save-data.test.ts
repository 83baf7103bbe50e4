import { afterEach, expect, it } from 'vitest'
import { chooseSaveData, refreshSaveData, SAVE_DATA_KEY, saveDataOn } from './save-data'

const browserSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', {
    value: saveData === undefined ? undefined : { saveData },
    configurable: true,
  })

afterEach(() => {
  browserSaveData(undefined)
  refreshSaveData()
})

it('is off on a device where neither the browser nor the person asked to save data', () => {
  expect(saveDataOn()).toBe(false)
})

it('is on when the browser asks to save data', () => {
  browserSaveData(true)
  refreshSaveData()
  expect(saveDataOn()).toBe(true)
})

it("keeps the person's choice on the device, and it wins over the browser's", () => {
  browserSaveData(true)
  chooseSaveData(false)
  refreshSaveData()
  expect(saveDataOn()).toBe(false)
  expect(localStorage.getItem(SAVE_DATA_KEY)).toBe('0')

  browserSaveData(false)
  chooseSaveData(true)
  refreshSaveData()
  expect(saveDataOn()).toBe(true)
})
