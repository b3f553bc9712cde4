import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleFormSubmission } from '@/lib/leads/intake/handle'
import { createFormLimiter } from '@/lib/leads/intake/policy'
import { createLead } from '@/lib/leads/delivery/create-lead'
import { runLeadDeliveries } from '@/lib/leads/delivery/queue'
import { FORM_EVENTS } from '@/lib/leads/forms'
import { sampleBody } from '@/lib/leads/samples'
import { parseForm } from '@/lib/leads/schemas/registry'
import { MESSAGES } from '@/lib/leads/validation'

import { createRefs, type Refs } from '../helpers/fixtures'
import { repoRoot } from '../helpers/next-build.mjs'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { mailText, startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp'

/**
 * Forms in Spanish, through the real endpoint, database, delivery job and a loopback SMTP server: a
 * post from the Spanish site is answered and confirmed in Spanish, stored with its language, and the store still
 * gets its English email; the ADF names the language and stays valid against the DTD.
 */
const SALES = 'sales@dealer.test'
const ADF_CRM = 'adf@crm.test'

let t: TestPayload
let smtp: LoopbackSmtp
let refs: Refs
let ipCounter = 0

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('spanish-leads', { SMTP_URL: smtp.url, JOBS_AUTORUN: 'false' })
  refs = await createRefs(t.payload)
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: {
      dealership: { name: 'Rockford Motors' },
      customerConfirmation: true,
      emailRouting: [
        { event: 'CONTACT', type: 'text', subject: 'Website Lead', recipients: [{ email: SALES }] },
        { event: 'SCHEDULE_TEST_DRIVE', type: 'adf', subject: 'Test drive', recipients: [{ email: ADF_CRM }] },
      ],
    },
    context: NO_REVALIDATE,
  })
})

afterAll(async () => {
  await smtp?.close()
  await t?.cleanup()
})

const post = (body: unknown) =>
  handleFormSubmission(
    { payload: t.payload, limiter: createFormLimiter(), now: () => new Date() },
    {
      form: 'contact',
      contentType: 'application/json',
      clientIp: `2001:db8::${(++ipCounter).toString(16)}`,
      body: new TextEncoder().encode(JSON.stringify(body)),
      cookies: {},
    },
  )

const contactBody = (email: string, extra: Record<string, unknown>) => ({ ...sampleBody('contact'), email, ...extra })
const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to))
const storeMailAbout = (email: string) => mailsTo(SALES).find((mail) => mailText(mail).includes(email))

describe('a contact form from the Spanish site', () => {
  it('sent empty, is refused with Spanish field messages; the same post from the English site stays English', async () => {
    const spanish = await post({ locale: 'es', pageUrl: '/es/contact-us' })
    expect(spanish.status).toBe(400)
    const errors = spanish.body.ok ? {} : (spanish.body.errors ?? {})
    expect(errors.firstName).toBe('Ingrese su nombre.')
    expect(errors.email).toBe('Este campo es obligatorio')
    expect(errors.message).toBe('Escriba su mensaje.')
    const english = await post({ pageUrl: '/contact-us' })
    const englishErrors = english.body.ok ? {} : (english.body.errors ?? {})
    expect(englishErrors.firstName).toBe(MESSAGES.firstName)
    expect(englishErrors.email).toBe(MESSAGES.required)
  })

  it('a page under /es is Spanish even without a locale field', async () => {
    const result = await post({ pageUrl: 'https://cars.example.com/es/contact-us', email: 'not-an-email' })
    const errors = result.body.ok ? {} : (result.body.errors ?? {})
    expect(errors.email).toBe('Ingrese un correo electrónico válido')
  })

  it('is stored in Spanish, confirmed to the customer in Spanish, and mailed to the store in English', async () => {
    const email = 'lucia.es@buyer.test'
    const result = await post(contactBody(email, { locale: 'es', pageUrl: 'https://cars.example.com/es/contact-us' }))
    expect(result.status).toBe(201)
    const leadId = result.body.ok && 'leadId' in result.body ? result.body.leadId : ''
    expect((await t.payload.findByID({ collection: 'leads', id: leadId, depth: 0 })).locale).toBe('es')
    await runLeadDeliveries(t.payload)

    const [confirmation] = mailsTo(email)
    expect(confirmation.raw).toMatch(/^Subject: Recibimos su mensaje - Rockford Motors/m)
    const text = mailText(confirmation)
    expect(text).toContain('Gracias por comunicarse con Rockford Motors.')
    expect(text).not.toMatch(/Thank you|We received/)

    const store = mailText(storeMailAbout(email) ?? { raw: '', to: [], from: '' })
    expect(store).toContain('Name: ')
    expect(store).not.toMatch(/Recibimos|Gracias/)
    const stored = await t.payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
    expect(stored.delivery?.sentTo?.map((row) => row.messageKind)).toEqual(['lead', 'customer'])
  })

  it('an English lead gets the English confirmation', async () => {
    const email = 'jamie.en@buyer.test'
    const result = await post(contactBody(email, {}))
    expect(result.status).toBe(201)
    await runLeadDeliveries(t.payload)
    const [confirmation] = mailsTo(email)
    expect(confirmation.raw).toMatch(/^Subject: We received your message - Rockford Motors/m)
    expect(mailText(confirmation)).toContain('Thank you for contacting Rockford Motors.')
  })
})

describe('the ADF of a Spanish lead', () => {
  it('names the language in the customer comments and validates against adf.dtd', async () => {
    const body = { ...sampleBody('test-drive', { vehicleId: refs.vehicle }), locale: 'es' }
    const parsed = parseForm('test-drive', body)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    const { lead } = await createLead(t.payload, {
      idempotencyKey: parsed.data.idempotencyKey,
      form: 'test-drive',
      event: FORM_EVENTS['test-drive'],
      customer: { firstName: 'Lucía', lastName: 'Gómez', email: 'lucia.adf@buyer.test', phone: '8155550100' },
      vehicle: refs.vehicle,
      locale: 'es',
      payload: parsed.data,
    })
    await runLeadDeliveries(t.payload)
    const mail = mailsTo(ADF_CRM).find((received) => mailText(received).includes(String(lead.id)))
    const xml = mailText(mail ?? { raw: '', to: [], from: '' }).trim()
    expect(xml).toMatch(/<customer>[\s\S]*<comments>Preferred language: Spanish \(es\)/)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spanish-adf-'))
    try {
      fs.writeFileSync(path.join(dir, 'lead.xml'), xml)
      const dtd = path.resolve(repoRoot, '..', 'shared', 'reference', 'adf.dtd')
      execFileSync('xmllint', ['--noout', '--dtdvalid', dtd, path.join(dir, 'lead.xml')], { stdio: 'pipe' })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
