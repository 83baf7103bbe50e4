import { beforeAll, describe, expect, it } from 'vitest'
import { LICENCE_MAX_BYTES } from '../contract/licence-documents'
import { messages } from '../contract/messages'
import { addDays } from '../contract/time'
import { registerProfessional, type ProfessionalAccount } from './accounts'
import { dataUrl, pngDataUrl } from './images'
import { target } from './target'
import { expiryIn, licence, pdfBytes, pdfDataUrl, signInAdmin, type LicenceBody } from './trust'

/** The end of a date in Nairobi (EAT, UTC+3, no summer time), worked out by hand. */
const endOfDayInNairobi = (date: string) => new Date(`${addDays(date, 1)}T00:00:00+03:00`).toISOString()

describe('verification: what a professional submits', () => {
  let professional: ProfessionalAccount

  beforeAll(async () => {
    professional = await registerProfessional()
  })

  it('starts unverified, with nothing submitted', async () => {
    expect(await professional.client.ok('myVerification')).toEqual({
      state: 'unverified',
      regulator: null,
      regulatorName: null,
      registrationNumber: null,
      licenceExpiresOn: null,
      document: null,
      submittedAt: null,
    })
  })

  it('takes a submission: submitted, valid until the end of the expiry date in the regulator’s country', async () => {
    const licenceExpiresOn = expiryIn(400)
    const before = Date.now()
    const submitted = await professional.client.ok('submitVerification', {
      body: { regulator: 'ke-cpb', registrationNumber: '  CPB/0042 ', licenceExpiresOn },
    })
    expect(submitted).toEqual({
      state: 'submitted',
      regulator: 'ke-cpb',
      regulatorName: null,
      registrationNumber: 'CPB/0042',
      licenceExpiresOn,
      document: null,
      submittedAt: expect.any(String),
      validUntil: endOfDayInNairobi(licenceExpiresOn),
    })
    expect(Date.parse(submitted.submittedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(await professional.client.ok('myVerification')).toEqual(submitted)
  })

  it("takes a country's Other regulator with the name the professional types", async () => {
    const body = licence({ regulator: 'ng-other', regulatorName: '  Lagos State Health Board ' })
    const submitted = await professional.client.ok('submitVerification', { body })
    expect(submitted).toMatchObject({
      state: 'submitted',
      regulator: 'ng-other',
      regulatorName: 'Lagos State Health Board',
    })
  })

  it.each<[string, Partial<LicenceBody>, Record<string, string>]>([
    ['Other without a name', { regulator: 'ke-other' }, { regulatorName: messages.regulatorNameRequired }],
    [
      'a name with a listed regulator',
      { regulator: 'ke-cpb', regulatorName: 'Some Board' },
      { regulatorName: messages.regulatorNameNotExpected },
    ],
    [
      'an unknown regulator',
      { regulator: 'ke-unknown' as LicenceBody['regulator'] },
      { regulator: messages.regulatorRequired },
    ],
    ['a blank number', { registrationNumber: '   ' }, { registrationNumber: messages.registrationNumberRequired }],
    ['no expiry date', { licenceExpiresOn: '' }, { licenceExpiresOn: messages.licenceExpiryRequired }],
    ['a date that does not exist', { licenceExpiresOn: '2031-02-30' }, { licenceExpiresOn: messages.dateInvalid }],
    ['an expiry date already past', { licenceExpiresOn: expiryIn(-1) }, { licenceExpiresOn: messages.licenceExpired }],
  ])('refuses %s with 400 naming the field, changing nothing', async (_, change, fieldErrors) => {
    const before = await professional.client.ok('myVerification')
    const error = await professional.client.fails('submitVerification', 400, { body: licence(change) })
    expect(error.fieldErrors).toEqual(fieldErrors)
    expect(await professional.client.ok('myVerification')).toEqual(before)
  })
})

describe('verification: the licence document', () => {
  let professional: ProfessionalAccount

  beforeAll(async () => {
    professional = await registerProfessional()
  })

  async function download(owner: ProfessionalAccount = professional) {
    const reply = await owner.client.call('myLicenceDocument')
    expect(reply.status, reply.text).toBe(200)
    return reply
  }

  it('answers 404 while no licence was uploaded', async () => {
    const error = await professional.client.fails('myLicenceDocument', 404)
    expect(error.message).toBe(messages.licenceDocumentNotFound)
  })

  it('keeps a PDF exactly as sent, and gives it back only as a download', async () => {
    const bytes = pdfBytes(5000)
    const submitted = await professional.client.ok('submitVerification', {
      body: licence({ document: pdfDataUrl(bytes) }),
    })
    expect(submitted.document).toEqual({ contentType: 'application/pdf', bytes: bytes.length })
    const reply = await download()
    expect(reply.bytes).toEqual(bytes)
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="licence.pdf"')
    expect(reply.headers.get('cache-control')).toBe('private, no-store')
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('keeps the licence when a submission leaves it out, and removes it when the submission sends null', async () => {
    const kept = await professional.client.ok('submitVerification', { body: licence() })
    expect(kept.document).toMatchObject({ contentType: 'application/pdf' })
    await download()
    const removed = await professional.client.ok('submitVerification', { body: licence({ document: null }) })
    expect(removed.document).toBeNull()
    await professional.client.fails('myLicenceDocument', 404)
  })

  it('takes a PNG, named licence.png', async () => {
    const png = pngDataUrl()
    await professional.client.ok('submitVerification', { body: licence({ document: png }) })
    const reply = await download()
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="licence.png"')
    expect(dataUrl('image/png', reply.bytes)).toBe(png)
  })

  it('takes a licence of exactly 5 MB', async () => {
    const bytes = pdfBytes(LICENCE_MAX_BYTES - pdfBytes(0).length)
    expect(bytes.length).toBe(LICENCE_MAX_BYTES)
    const submitted = await professional.client.ok('submitVerification', {
      body: licence({ document: pdfDataUrl(bytes) }),
    })
    expect(submitted.document).toEqual({ contentType: 'application/pdf', bytes: LICENCE_MAX_BYTES })
  }, 30_000)

  const png = () => Uint8Array.from(atob(pngDataUrl().split(',')[1]!), (char) => char.charCodeAt(0))
  const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')

  it.each<[string, () => string, string]>([
    [
      'a PDF of 5 MB and one byte',
      () => pdfDataUrl(pdfBytes(LICENCE_MAX_BYTES + 1 - pdfBytes(0).length)),
      messages.licenceDocumentTooLarge,
    ],
    ['a PNG declared as a PDF', () => dataUrl('application/pdf', png()), messages.licenceDocumentInvalid],
    ['a PDF declared as a PNG', () => dataUrl('image/png', pdfBytes()), messages.licenceDocumentInvalid],
    [
      'a PDF without its end-of-file marker',
      () => dataUrl('application/pdf', pdfBytes().slice(0, 100)),
      messages.licenceDocumentInvalid,
    ],
    ['HTML declared as a PDF', () => dataUrl('application/pdf', html), messages.licenceDocumentInvalid],
    ['a type other than PDF, JPEG or PNG', () => dataUrl('image/gif', png()), messages.licenceDocumentInvalid],
    ['broken base64', () => 'data:application/pdf;base64,JVBER*i0x', messages.licenceDocumentInvalid],
  ])(
    'refuses %s with 400, keeping the licence and the submission as they were',
    async (_, document, message) => {
      await professional.client.ok('submitVerification', { body: licence({ document: pdfDataUrl() }) })
      const before = await professional.client.ok('myVerification')
      const error = await professional.client.fails('submitVerification', 400, {
        body: licence({ document: document() }),
      })
      expect(error.fieldErrors).toEqual({ document: message })
      expect(await professional.client.ok('myVerification')).toEqual(before)
      expect((await download()).bytes).toEqual(pdfBytes())
    },
    30_000,
  )

  it('refuses a PNG signature followed by HTML where the target decodes images', async () => {
    const disguised = new Uint8Array([...png().slice(0, 8), ...html])
    const reply = await professional.client.call('submitVerification', {
      body: licence({ document: dataUrl('image/png', disguised) }),
    })
    if (!target().capabilities.processesPhotos) return
    expect(reply.status, reply.text).toBe(400)
    expect(reply.json).toEqual({
      message: messages.licenceDocumentInvalid,
      fieldErrors: { document: messages.licenceDocumentInvalid },
    })
  })

  it("gives a licence only to its owner and to admins: another professional's download is their own (none)", async () => {
    const other = await registerProfessional()
    await other.client.fails('myLicenceDocument', 404)
    const admin = await signInAdmin()
    const reply = await admin.client.call('adminLicenceDocument', {
      params: { professionalId: professional.professionalId },
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.bytes).toEqual((await download()).bytes)
  })
})
