/**
 * SMS cost money: past this many in one of the person's days (from their local midnight), further
 * update SMS that day are dropped. Codes do not count and are never dropped. NOTIFY_DAILY_CAP.
 */
export const DEFAULT_DAILY_CAP = 10
