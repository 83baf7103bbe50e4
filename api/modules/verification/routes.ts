import type { Knex } from 'knex'
import type { LicenceDocumentType } from '../../contract/licence-documents'
import { adminSearch } from '../../domain/professionals/admin-search'
import { entryAnswer, verificationTable, type VerificationPorts } from '../../domain/verification/route-table'
import { audit } from '../../http/audit'
import { auditWithin } from '../../http/audit-entries'
import { verificationEvents } from '../../db/audit-reads'
import type { HandlerInput } from '../../http/handler'
import { tableRoutes } from '../../http/mount-table'
import { signedIn } from '../../http/signed-in'
import { findVerification, storedDocument, storedVerification } from './verification-view'
import { knexDecisionStore } from './decision-store'
import { licenceSubmission } from './submit-verification'
import { entryFacts } from './present'
import { findEntry, listEntries, readDocument } from './repo'
import type { LicenceUpload } from './licence-upload'

type Input = Pick<HandlerInput<'myVerification'>, 'ctx' | 'deps' | 'user'>

/** The verification routes' storage over Knex: licences sealed at rest, every read of one audited. */
function knexVerificationPorts({ ctx, deps, user }: Input): VerificationPorts<LicenceUpload> {
  return {
    licenceNow: deps.licenceNow,
    async findCheck(professionalId) {
      const row = await findVerification(deps.db, professionalId)
      return { verification: storedVerification(row), document: storedDocument(row) }
    },
    submission: licenceSubmission(ctx, deps, user),
    decide: (professionalId, work) =>
      deps.db.transaction(async (trx: Knex.Transaction) => {
        const admin = signedIn(user)
        const record = (inner: Knex.Transaction, id: number, subjectId: number, decision: string) =>
          auditWithin(inner, deps, ctx, {
            action: decision === 'verified' ? 'verificationVerified' : 'verificationRejected',
            actor: { id: admin.id, role: admin.role },
            subjectId,
            target: { type: 'professional', id },
            detail: decision,
          })
        await work(knexDecisionStore(trx, record))
        return entryFacts((await findEntry(trx, professionalId))!)
      }),
    async listEntries(query, now) {
      const { rows, count } = await listEntries(deps.db, query, adminSearch(query.q), now)
      return { page: rows.map((row) => entryAnswer(entryFacts(row), now)), total: count }
    },
    async findEntry(professionalId) {
      const row = await findEntry(deps.db, professionalId)
      return row ? entryFacts(row) : null
    },
    async readLicence(professionalId) {
      const document = await readDocument(deps.db, professionalId)
      if (!document) return null
      const bytes = deps.cipher.openDocument(document.data_encrypted, professionalId)
      return { contentType: document.content_type as LicenceDocumentType, bytes }
    },
    recordLicenceRead: (reader, professionalId, ownerId) =>
      audit(deps, ctx, {
        action: 'licenceDocumentRead',
        actor: { id: reader.id, role: reader.role },
        subjectId: ownerId,
        target: { type: 'professional', id: professionalId },
      }),
    async auditEvents(page) {
      const { events, count } = await verificationEvents(deps.db, page.limit, page.offset)
      return { page: events, total: count }
    },
  }
}

export const verificationRoutes = tableRoutes(verificationTable<LicenceUpload>(), knexVerificationPorts)
