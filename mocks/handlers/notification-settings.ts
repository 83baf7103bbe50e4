import { notificationSettingsTable } from '../../api/domain/notifications/route-table'
import { memorySettingsStore } from '../stores/settings-store'
import { mockTable } from './table'

export const notificationSettingsHandlers = mockTable(notificationSettingsTable, () => memorySettingsStore)
