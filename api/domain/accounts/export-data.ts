import type { DataExport } from '../../contract/schemas/account'
import { quietPeriodStart } from '../../contract/schemas/audit'
import type { Role } from '../../contract/schemas/auth'
import type { Booking, ClientBooking } from '../../contract/schemas/bookings'

type Part<K extends keyof DataExport> = Promise<DataExport[K]>

/** The reads an export needs, each already presented as the person sees it. */
export type ExportPorts = {
  account(userId: number): Part<'account'>
  /** A professional's bookings, soonest first, with their session notes. */
  professionalBookings(professionalId: number): Promise<Booking[]>
  /** A client's bookings, newest request first, with their own notes. */
  clientBookings(userId: number, now: Date): Promise<ClientBooking[]>
  professional(professionalId: number): Part<'professional'>
  auditEvents(userId: number): Part<'auditEvents'>
  /** The messages this account wrote, oldest first. */
  ownMessages(userId: number): Part<'messages'>
  /** Whether the audit trail holds a dataExported of this person after `since`. */
  exportRecordedAfter(userId: number, since: Date): Promise<boolean>
  recordExported(userId: number): Promise<void>
}

type Person = { id: number; role: Role; professionalId: number | null }

/**
 * Everything held about the person (docs/product.md#15-trust): their account, their bookings as
 * they see them (an admin has none), a professional's profile, hours and verification, and the
 * events about them, the messages they wrote; the export itself is recorded.
 */
export async function exportData(
  ports: ExportPorts,
  { person, now }: { person: Person; now: Date },
): Promise<DataExport> {
  const bookings =
    person.professionalId !== null
      ? await ports.professionalBookings(person.professionalId)
      : person.role === 'user'
        ? await ports.clientBookings(person.id, now)
        : []
  const data: DataExport = {
    exportedAt: now.toISOString(),
    account: await ports.account(person.id),
    bookings,
    professional: person.professionalId === null ? null : await ports.professional(person.professionalId),
    auditEvents: await ports.auditEvents(person.id),
    messages: await ports.ownMessages(person.id),
  }
  if (!(await ports.exportRecordedAfter(person.id, quietPeriodStart(now)))) await ports.recordExported(person.id)
  return data
}
