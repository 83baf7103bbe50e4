import { beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../contract/messages'
import { VERIFICATION_ACTIONS, type AdminAuditEvent, type AuditEvent } from '../contract/schemas/audit'
import type { AdminVerification } from '../contract/schemas/verification'
import { PASSWORD, registerProfessional, uniqueWord, type Account, type ProfessionalAccount } from './accounts'
import { createClient } from './client'
import { licence, pdfBytes, pdfDataUrl, signInAdmin, submittedAtOf, verifiedBy } from './trust'

/** A professional with a full name holding `tag`, so the admin's search finds just this test's. */
async function professionalNamed(tag: string, given: string, complete = true): Promise<ProfessionalAccount> {
  const professional = await registerProfessional('Psychotherapist', { complete })
  await professional.client.ok('updateProfile', { body: { fullName: `${given} ${tag}` } })
  return professional
}

describe('the admin queue', () => {
  let admin: Account

  beforeAll(async () => {
    admin = await signInAdmin()
  })

  async function list(query: Record<string, string>) {
    const reply = await admin.client.call('adminVerifications', { query })
    expect(reply.status, reply.text).toBe(200)
    return { entries: reply.json as AdminVerification[], total: reply.headers.get('x-total-count') }
  }
  const namesOf = (entries: AdminVerification[]) => entries.map((entry) => entry.professional.fullName)

  it('lists the submitted oldest first, each with the profile, whether it is listed, the details and the licence', async () => {
    const tag = uniqueWord('queue')
    const [zara, amani, bakari] = [
      await professionalNamed(tag, 'Zara'),
      await professionalNamed(tag, 'Amani', false),
      await professionalNamed(tag, 'Bakari'),
    ]
    await zara.client.ok('submitVerification', { body: licence({ document: pdfDataUrl() }) })
    await amani.client.ok('submitVerification', { body: licence() })
    await bakari.client.ok('submitVerification', { body: licence() })
    const { entries, total } = await list({ state: 'submitted', q: tag })
    expect(namesOf(entries)).toEqual([`Zara ${tag}`, `Amani ${tag}`, `Bakari ${tag}`])
    expect(total).toBe('3')
    const [first, second] = entries
    const card = (await createClient().ok('listProfessionals', { query: { q: zara.username } }))[0]!
    expect(first!.professional).toEqual({ ...card, listed: true })
    expect(first!.verification).toEqual(await zara.client.ok('myVerification'))
    expect(first!.verification.document).toEqual({ contentType: 'application/pdf', bytes: pdfBytes().length })
    expect(second!.professional).toMatchObject({ id: amani.professionalId, listed: false })
  })

  it('lists everyone by name with their state, found by full name or username in any case', async () => {
    const tag = uniqueWord('every')
    const waiting = await professionalNamed(tag, 'Chausiku')
    const quiet = await professionalNamed(tag, 'Baraka')
    await waiting.client.ok('submitVerification', { body: licence() })
    const { entries, total } = await list({ q: tag.toUpperCase() })
    expect(namesOf(entries)).toEqual([`Baraka ${tag}`, `Chausiku ${tag}`])
    expect(total).toBe('2')
    expect(entries.map((entry) => entry.verification.state)).toEqual(['unverified', 'submitted'])
    expect(namesOf((await list({ q: quiet.username.toUpperCase() })).entries)).toEqual([`Baraka ${tag}`])
    expect(namesOf((await list({ q: tag, state: 'unverified' })).entries)).toEqual([`Baraka ${tag}`])
    expect(namesOf((await list({ q: tag, limit: '1', offset: '1' })).entries)).toEqual([`Chausiku ${tag}`])
  })

  it('refuses a bad query with 400', async () => {
    await admin.client.fails('adminVerifications', 400, { query: { state: 'pending' } })
    await admin.client.fails('adminVerifications', 400, { query: { limit: '0' } })
    await admin.client.fails('adminAudit', 400, { query: { limit: '201' } })
  })

  it('verifies: the check stands with the date, and the public sees the badge with its details', async () => {
    const professional = await registerProfessional()
    const body = licence({ regulator: 'ug-ahpc', registrationNumber: 'AHPC-77' })
    const before = Date.now()
    const entry = await verifiedBy(admin, professional, body)
    expect(entry.verification).toMatchObject({ state: 'verified', regulator: 'ug-ahpc', registrationNumber: 'AHPC-77' })
    expect(entry.verification).not.toHaveProperty('reason')
    const checkedAt = entry.verification.checkedAt!
    expect(Date.parse(checkedAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(await professional.client.ok('myVerification')).toEqual(entry.verification)
    const badge = {
      isVerified: true,
      verification: {
        regulator: 'Allied Health Professionals Council (Uganda)',
        registrationNumber: 'AHPC-77',
        checkedAt,
        validUntil: entry.verification.validUntil,
      },
    }
    expect(entry.professional).toMatchObject(badge)
    const [card] = await createClient().ok('listProfessionals', { query: { q: professional.username } })
    expect(card).toMatchObject(badge)
    const page = await createClient().ok('professionalPage', {
      params: { professionalId: professional.professionalId },
    })
    expect(page).toMatchObject(badge)
  })

  it('rejects only with a reason, which the professional reads; a verification takes none', async () => {
    const professional = await registerProfessional()
    const { submittedAt } = await professional.client.ok('submitVerification', { body: licence() })
    const params = { professionalId: professional.professionalId }
    const needsReason = await admin.client.fails('decideVerification', 400, {
      params,
      body: { decision: 'rejected', submittedAt },
    })
    expect(needsReason.fieldErrors).toEqual({ reason: messages.rejectReasonRequired })
    const noReason = await admin.client.fails('decideVerification', 400, {
      params,
      body: { decision: 'verified', reason: 'Looks fine', submittedAt },
    })
    expect(noReason.fieldErrors).toEqual({ reason: messages.decisionReasonNotExpected })
    expect((await professional.client.ok('myVerification')).state).toBe('submitted')
    const reason = 'The number is not on the board’s public register.'
    const entry = await admin.client.ok('decideVerification', {
      params,
      body: { decision: 'rejected', reason, submittedAt: submittedAt! },
    })
    expect(entry.verification).toMatchObject({ state: 'rejected', reason, checkedAt: expect.any(String) })
    expect(await professional.client.ok('myVerification')).toEqual(entry.verification)
    const [card] = await createClient().ok('listProfessionals', { query: { q: professional.username } })
    expect(card).toMatchObject({ isVerified: false, verification: null })
  })

  it('decides only a submitted check (409), for a professional who exists (404)', async () => {
    const professional = await registerProfessional()
    const params = { professionalId: professional.professionalId }
    const verify = { decision: 'verified', submittedAt: new Date().toISOString() } as const
    expect((await admin.client.fails('decideVerification', 409, { params, body: verify })).message).toBe(
      messages.notSubmitted,
    )
    const { verification } = await verifiedBy(admin, professional)
    const read = { submittedAt: verification.submittedAt! }
    await admin.client.fails('decideVerification', 409, { params, body: { decision: 'verified', ...read } })
    await admin.client.fails('decideVerification', 409, {
      params,
      body: { decision: 'rejected', reason: 'Late', ...read },
    })
    expect((await professional.client.ok('myVerification')).state).toBe('verified')
    const unknown = await admin.client.fails('decideVerification', 404, {
      params: { professionalId: 999999999 },
      body: verify,
    })
    expect(unknown.message).toBe(messages.professionalNotFound)
  })

  it('refuses a decision on details the admin did not see: sent again or renamed after the admin read them (409)', async () => {
    const professional = await registerProfessional()
    const params = { professionalId: professional.professionalId }
    const { submittedAt: read } = await professional.client.ok('submitVerification', { body: licence() })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await professional.client.ok('submitVerification', { body: licence({ registrationNumber: 'CHANGED-1' }) })
    const stale = await admin.client.fails('decideVerification', 409, {
      params,
      body: { decision: 'verified', submittedAt: read! },
    })
    expect(stale.message).toBe(messages.verificationChanged)
    expect(await professional.client.ok('myVerification')).toMatchObject({
      state: 'submitted',
      registrationNumber: 'CHANGED-1',
    })
    const beforeRename = await submittedAtOf(professional)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await professional.client.ok('updateProfile', { body: { fullName: 'Dr. Another Name' } })
    const renamed = await admin.client.fails('decideVerification', 409, {
      params,
      body: { decision: 'verified', submittedAt: beforeRename },
    })
    expect(renamed.message).toBe(messages.verificationChanged)
    const entry = await admin.client.ok('decideVerification', {
      params,
      body: { decision: 'verified', submittedAt: await submittedAtOf(professional) },
    })
    expect(entry.verification).toMatchObject({ state: 'verified', registrationNumber: 'CHANGED-1' })
    expect(entry.professional.fullName).toBe('Dr. Another Name')
  })

  it('sends a verified professional back to the queue on a new submission or a new name, not on other changes', async () => {
    const professional = await registerProfessional()
    const state = async () => (await professional.client.ok('myVerification')).state
    const badge = async () =>
      (await createClient().ok('listProfessionals', { query: { q: professional.username } }))[0]!.isVerified
    await verifiedBy(admin, professional)
    await professional.client.ok('updateProfile', {
      body: { bio: `${'A changed bio that stays long enough. '.repeat(3)}` },
    })
    expect(await state()).toBe('verified')
    await professional.client.ok('updateProfile', { body: { fullName: 'Dr. Renamed Person' } })
    expect(await state()).toBe('submitted')
    expect(await badge()).toBe(false)
    const [renamed] = await admin.client.ok('adminAudit', { query: { limit: '1' } })
    expect(renamed).toMatchObject({
      action: 'verificationSubmitted',
      actorId: professional.user.id,
      targetId: professional.professionalId,
      detail: 'nameChanged',
    })
    await admin.client.ok('decideVerification', {
      params: { professionalId: professional.professionalId },
      body: { decision: 'verified', submittedAt: await submittedAtOf(professional) },
    })
    expect(await badge()).toBe(true)
    await professional.client.ok('submitVerification', { body: licence({ registrationNumber: 'NEW-1' }) })
    expect(await state()).toBe('submitted')
    expect(await badge()).toBe(false)
  })

  it('sends a verified professional back to the queue on a new title, as on a new name: the badge names a profession', async () => {
    const professional = await registerProfessional('Life Coach')
    const state = async () => (await professional.client.ok('myVerification')).state
    await verifiedBy(admin, professional)
    await professional.client.ok('updateProfile', { body: { title: 'Life Coach' } })
    expect(await state()).toBe('verified')
    await professional.client.ok('updateProfile', { body: { title: 'Psychiatrist' } })
    expect(await state()).toBe('submitted')
    const [retitled] = await admin.client.ok('adminAudit', { query: { limit: '1' } })
    expect(retitled).toMatchObject({
      action: 'verificationSubmitted',
      targetId: professional.professionalId,
      detail: 'titleChanged',
    })
    const card = (await createClient().ok('listProfessionals', { query: { q: professional.username } }))[0]!
    expect(card).toMatchObject({ title: 'Psychiatrist', isVerified: false })
  })

  it('downloads a licence for an admin, and answers 404 without one or for no such professional', async () => {
    const professional = await registerProfessional()
    const params = { professionalId: professional.professionalId }
    await professional.client.ok('submitVerification', { body: licence() })
    const none = await admin.client.fails('adminLicenceDocument', 404, { params })
    expect(none.message).toBe(messages.licenceDocumentNotFound)
    const bytes = pdfBytes(900)
    await professional.client.ok('submitVerification', { body: licence({ document: pdfDataUrl(bytes) }) })
    const reply = await admin.client.call('adminLicenceDocument', { params })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.bytes).toEqual(bytes)
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="licence.pdf"')
    await admin.client.fails('adminLicenceDocument', 404, { params: { professionalId: 999999999 } })
  })

  it('records each submission, decision and licence download, which admins read newest first', async () => {
    const professional = await registerProfessional()
    await professional.client.ok('submitVerification', { body: licence({ document: pdfDataUrl() }) })
    const params = { professionalId: professional.professionalId }
    await admin.client.ok('decideVerification', {
      params,
      body: { decision: 'rejected', reason: 'Blurred scan', submittedAt: await submittedAtOf(professional) },
    })
    await professional.client.ok('submitVerification', { body: licence() })
    await admin.client.call('adminLicenceDocument', { params })
    await professional.client.call('myLicenceDocument')
    await admin.client.ok('decideVerification', {
      params,
      body: { decision: 'verified', submittedAt: await submittedAtOf(professional) },
    })

    const reply = await admin.client.call('adminAudit', { query: { limit: '200' } })
    expect(reply.status, reply.text).toBe(200)
    const events = reply.json as AuditEvent[]
    expect(events.every((event) => (VERIFICATION_ACTIONS as readonly string[]).includes(event.action))).toBe(true)
    const ids = events.map((event) => event.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const mine = events.filter(
      (event) => event.targetType === 'professional' && event.targetId === professional.professionalId,
    )
    const { id: adminId } = admin.user
    const ownerId = professional.user.id
    expect(mine.map(({ action, actorId, actorRole, detail }) => ({ action, actorId, actorRole, detail }))).toEqual([
      { action: 'verificationVerified', actorId: adminId, actorRole: 'admin', detail: 'verified' },
      { action: 'licenceDocumentRead', actorId: ownerId, actorRole: 'professional', detail: null },
      { action: 'licenceDocumentRead', actorId: adminId, actorRole: 'admin', detail: null },
      { action: 'verificationSubmitted', actorId: ownerId, actorRole: 'professional', detail: null },
      { action: 'verificationRejected', actorId: adminId, actorRole: 'admin', detail: 'rejected' },
      { action: 'verificationSubmitted', actorId: ownerId, actorRole: 'professional', detail: null },
    ])
    // The reason is the admin's words to the professional, never the trail's.
    expect(reply.text).not.toContain('Blurred scan')
    const [newest] = (await admin.client.ok('adminAudit', { query: { limit: '1' } })) as AuditEvent[]
    expect(newest!.id).toBe(events[0]!.id)
  })

  it('names who acted and the professional as they are named now, and a deleted account as such', async () => {
    const professional = await registerProfessional()
    const params = { professionalId: professional.professionalId }
    await professional.client.ok('submitVerification', { body: licence() })
    await admin.client.ok('decideVerification', {
      params,
      body: { decision: 'rejected', reason: 'Blurred scan', submittedAt: await submittedAtOf(professional) },
    })
    const namesAbout = async () => {
      const events = (await admin.client.ok('adminAudit', { query: { limit: '200' } })) as AdminAuditEvent[]
      return events
        .filter((event) => event.targetId === professional.professionalId && event.targetType === 'professional')
        .map(({ action, actorName, professionalName }) => ({ action, actorName, professionalName }))
    }
    const named = `Dr. ${professional.username}`
    expect(await namesAbout()).toEqual([
      { action: 'verificationRejected', actorName: admin.username, professionalName: named },
      { action: 'verificationSubmitted', actorName: named, professionalName: named },
    ])

    await professional.client.ok('updateProfile', { body: { fullName: 'Dr. Wanjiru Renamed' } })
    await professional.client.ok('submitVerification', { body: licence() })
    expect((await namesAbout()).map((event) => event.professionalName)).toEqual(Array(3).fill('Dr. Wanjiru Renamed'))

    await professional.client.ok('deleteAccount', { body: { password: PASSWORD } })
    expect(await namesAbout()).toEqual([
      {
        action: 'verificationSubmitted',
        actorName: messages.deletedAccount,
        professionalName: messages.deletedAccount,
      },
      { action: 'verificationRejected', actorName: admin.username, professionalName: messages.deletedAccount },
      {
        action: 'verificationSubmitted',
        actorName: messages.deletedAccount,
        professionalName: messages.deletedAccount,
      },
    ])
  })
})
