import { expect, it } from 'vitest'
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../contract/schemas/notifications'
import { rowFromSettings, settingsFromRow, type SettingsRow } from './settings'

const stopped: SettingsRow = {
  sms: 0,
  push: 1,
  events: '{"reminder1h":false}',
  quiet_start: null,
  quiet_end: null,
  sms_stopped_at: '2026-11-20T10:00:00.000Z',
}

it('reads no row as the defaults', () => {
  expect(settingsFromRow(null)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, smsStoppedAt: null })
})

it('reads SQLite 0/1, the events switched off and no quiet hours', () => {
  expect(settingsFromRow(stopped)).toEqual({
    sms: false,
    push: true,
    events: { ...DEFAULT_NOTIFICATION_SETTINGS.events, reminder1h: false },
    quietHours: null,
    smsStoppedAt: '2026-11-20T10:00:00.000Z',
  })
})

it('writes only the events switched off, keeps a STOP while SMS stays off and forgets it when SMS is turned on again', () => {
  const settings = settingsFromRow(stopped)
  expect(rowFromSettings(settings, stopped)).toEqual({ ...stopped, sms: false, push: true })
  expect(rowFromSettings({ ...settings, sms: true }, stopped)).toMatchObject({ sms: true, sms_stopped_at: null })
  expect(settingsFromRow(rowFromSettings(DEFAULT_NOTIFICATION_SETTINGS, null)).events).toEqual(
    DEFAULT_NOTIFICATION_SETTINGS.events,
  )
})
