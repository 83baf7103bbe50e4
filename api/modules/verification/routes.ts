import type { Context } from 'koa'
import { notFound } from '../../contract/errors'
import { licenceDownloadHeaders, type LicenceDocumentType } from '../../contract/licence-documents'
import { messages } from '../../contract/messages'
import { adminSearch } from '../../domain/professionals/admin-search'
import { audit } from '../../http/audit'
import { verificationEvents } from '../../db/audit-reads'
import { handle, type AppDeps, type SessionUser } from '../../http/handler'
import { ownProfessionalId, signedIn } from '../../http/signed-in'
import { decideVerification } from './decide-verification'
import { findVerification, presentVerification } from '../../db/verification-view'
import { presentEntry } from './present'
import { findEntry, listEntries, readDocument } from './repo'
import { submitVerification } from './submit-verification'

/** The licence as a download, recorded in the audit trail; 404 when none was uploaded. */
async function licenceDownload(
  deps: AppDeps,
  ctx: Context,
  reader: SessionUser,
  professionalId: number,
  ownerId: number,
) {
  const document = await readDocument(deps.db, professionalId)
  if (!document) throw notFound(messages.licenceDocumentNotFound)
  const bytes = deps.cipher.openDocument(document.data_encrypted, professionalId)
  await audit(deps, ctx, {
    action: 'licenceDocumentRead',
    actor: { id: reader.id, role: reader.role },
    subjectId: ownerId,
    target: { type: 'professional', id: professionalId },
  })
  return { body: bytes, headers: licenceDownloadHeaders(document.content_type as LicenceDocumentType) }
}

export const verificationRoutes = [
  handle('myVerification', async ({ deps, user }) => ({
    body: presentVerification(await findVerification(deps.db, ownProfessionalId(user)), deps.licenceNow()),
  })),
  handle('submitVerification', submitVerification),
  handle('myLicenceDocument', async ({ ctx, deps, user }) => {
    const owner = signedIn(user)
    return licenceDownload(deps, ctx, owner, ownProfessionalId(user), owner.id)
  }),
  handle('adminVerifications', async ({ deps, query }) => {
    const now = deps.licenceNow()
    const { rows, count } = await listEntries(deps.db, query, adminSearch(query.q), now)
    return { body: rows.map((row) => presentEntry(row, now)), headers: { 'X-Total-Count': String(count) } }
  }),
  handle('decideVerification', decideVerification),
  handle('adminLicenceDocument', async ({ ctx, deps, user, params }) => {
    const entry = await findEntry(deps.db, params.professionalId!)
    if (!entry) throw notFound(messages.professionalNotFound)
    return licenceDownload(deps, ctx, signedIn(user), Number(entry.id), Number(entry.user_id))
  }),
  handle('adminAudit', async ({ deps, query }) => {
    const { events, count } = await verificationEvents(deps.db, query.limit, query.offset)
    return { body: events, headers: { 'X-Total-Count': String(count) } }
  }),
]
