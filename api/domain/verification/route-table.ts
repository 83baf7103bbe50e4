import { notFound } from '../../contract/errors'
import { licenceDownloadHeaders, type LicenceDocumentType } from '../../contract/licence-documents'
import { messages } from '../../contract/messages'
import type { AdminAuditEvent } from '../../contract/schemas/audit'
import type { AdminVerification, AdminVerificationsQuery } from '../../contract/schemas/verification'
import type { ProfessionalFacts } from '../professionals/present'
import { ownProfessional, signedInCaller, type RouteTable, type TableCaller } from '../route-table'
import { presentAdminVerification } from './admin-entry'
import { decideVerification, type DecisionStore } from './decide-verification'
import { submitVerification, type SubmissionPorts } from './submit-verification'
import { verificationAnswer, type StoredDocument, type StoredVerification } from './verification-answer'

/** A professional's check as stored, with their licence file's type and size. */
export type CheckFacts = { verification: StoredVerification | null; document: StoredDocument | null }

/** One professional of the admin's list: the profile, whether it is listed, the account's id, the check. */
export type EntryFacts = CheckFacts & { professional: ProfessionalFacts & { listed: boolean }; userId: number }

/** What the verification routes need of each side's storage; `L` is a licence as that side keeps it. */
export type VerificationPorts<L> = {
  /** The time that decides whether a licence has run out (the contract suite moves it). */
  licenceNow(): Date
  findCheck(professionalId: number): Promise<CheckFacts>
  submission: SubmissionPorts<L>
  /** Runs an admin's decision in one transaction, then reads the entry within it. */
  decide(professionalId: number, work: (store: DecisionStore) => Promise<void>): Promise<EntryFacts>
  /** One page of the admin's list at `now`, presented (the rule: api/domain/verification/admin-list.ts), and how many match. */
  listEntries(query: AdminVerificationsQuery, now: Date): Promise<{ page: AdminVerification[]; total: number }>
  findEntry(professionalId: number): Promise<EntryFacts | null>
  readLicence(professionalId: number): Promise<{ contentType: LicenceDocumentType; bytes: Uint8Array } | null>
  /** Appends to the audit trail that `reader` read the licence of the professional of account `ownerId`. */
  recordLicenceRead(reader: TableCaller, professionalId: number, ownerId: number): Promise<void>
  /** One page of the verification events, newest first, and how many there are. */
  auditEvents(page: { offset: number; limit: number }): Promise<{ page: AdminAuditEvent[]; total: number }>
}

type VerificationRoute =
  | 'myVerification'
  | 'submitVerification'
  | 'myLicenceDocument'
  | 'adminVerifications'
  | 'decideVerification'
  | 'adminLicenceDocument'
  | 'adminAudit'

const answerOf = ({ verification, document }: CheckFacts, now: Date) => verificationAnswer(verification, document, now)

/** An entry of the admin's list at `now`. */
export const entryAnswer = (entry: EntryFacts, now: Date): AdminVerification =>
  presentAdminVerification(entry.professional, entry.verification, entry.document, now)

/** The licence as a download, recorded in the audit trail; 404 when none was uploaded. */
async function licenceDownload<L>(
  ports: VerificationPorts<L>,
  reader: TableCaller,
  professionalId: number,
  ownerId: number,
) {
  const licence = await ports.readLicence(professionalId)
  if (!licence) throw notFound(messages.licenceDocumentNotFound)
  await ports.recordLicenceRead(reader, professionalId, ownerId)
  return { body: licence.bytes, headers: licenceDownloadHeaders(licence.contentType) }
}

/** A professional's verification and the admins' queue (docs/product.md#15-trust), for both adapters. */
export const verificationTable = <L>(): RouteTable<VerificationPorts<L>, VerificationRoute> => ({
  async myVerification(ports, { caller }) {
    return { body: answerOf(await ports.findCheck(ownProfessional(caller)), ports.licenceNow()) }
  },
  async submitVerification(ports, { caller, body }) {
    const professionalId = ownProfessional(caller)
    await submitVerification(ports.submission, { professionalId, body, licenceNow: ports.licenceNow() })
    return { body: answerOf(await ports.findCheck(professionalId), ports.licenceNow()) }
  },
  async myLicenceDocument(ports, { caller }) {
    const owner = signedInCaller(caller)
    return licenceDownload(ports, owner, ownProfessional(caller), owner.id)
  },
  async adminVerifications(ports, { query }) {
    const now = ports.licenceNow()
    const { page, total } = await ports.listEntries(query, now)
    return { body: page, headers: { 'X-Total-Count': String(total) } }
  },
  async decideVerification(ports, { caller, params, body }) {
    const admin = signedInCaller(caller)
    const professionalId = params.professionalId!
    const now = ports.licenceNow()
    const entry = await ports.decide(professionalId, (store) =>
      decideVerification(store, { adminId: admin.id, professionalId, body, now }),
    )
    return { body: entryAnswer(entry, now) }
  },
  async adminLicenceDocument(ports, { caller, params }) {
    const entry = await ports.findEntry(params.professionalId!)
    if (!entry) throw notFound(messages.professionalNotFound)
    return licenceDownload(ports, signedInCaller(caller), entry.professional.id, entry.userId)
  },
  async adminAudit(ports, { query }) {
    const { page, total } = await ports.auditEvents(query)
    return { body: page, headers: { 'X-Total-Count': String(total) } }
  },
})
