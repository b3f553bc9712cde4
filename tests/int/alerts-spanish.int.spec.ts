/**
 * Alerts in the shopper's language, on the real Local API and a loopback SMTP server: a sign-up from a
 * Spanish page is stored as Spanish, confirmed by a Spanish email whose links open Spanish pages, and its price drop
 * arrives as a Spanish digest pointing at the Spanish vehicle page; the endpoint's 4xx field messages follow the
 * post's language; an English sign-up is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAbuseLimiter } from '@/lib/abuse/limiter'
import { handleAlertPost, type AlertResult } from '@/lib/alerts/intake'
import { confirmAlert, unsubscribePrompt } from '@/lib/alerts/links'
import { alertPageHtml } from '@/lib/alerts/page-html'
import { LEAD_QUEUE } from '@/lib/leads/delivery/constants'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

import { createFixture, createRefs, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { mailText, startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from '../helpers/smtp'

const SERVER_URL = 'https://cars.test'
let t: TestPayload
let smtp: LoopbackSmtp
let refs: Refs
let camryId: string
const limiter = createAbuseLimiter({ keyPrefix: 'alerts-es-int' })

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('alerts-spanish', { SMTP_URL: smtp.url, JOBS_AUTORUN: 'false', NEXT_PUBLIC_SERVER_URL: SERVER_URL })
  refs = await createRefs(t.payload)
  camryId = await createFixture(t.payload, 'vehicles', refs, { make: 'Toyota', model: 'Camry', price: 21_000 })
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: { dealership: { name: 'Rockford Motors', addressLine1: '100 Main St', city: 'Rockford', stateShort: 'IL', zip: '61101' } },
    context: NO_REVALIDATE,
  })
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
  await smtp?.close()
})

const post = (body: unknown): Promise<AlertResult> =>
  handleAlertPost(
    { payload: t.payload, limiter, now: () => new Date(), heldLogger: { error: () => undefined } },
    { contentType: 'application/json', clientIp: UNKNOWN_IP, cookies: {}, body: new TextEncoder().encode(JSON.stringify(body)) },
  )

const signUp = (email: string, target: Record<string, string>, spanish: boolean) => ({
  email,
  ...target,
  idempotencyKey: crypto.randomUUID(),
  pageUrl: `${SERVER_URL}${spanish ? '/es' : ''}/used-cars-for-sale`,
  ...(spanish ? { locale: 'es' } : {}),
  website: '',
  fillMs: 6000,
})

async function runJobs(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await t.payload.jobs.run({ queue: LEAD_QUEUE, limit: 50 })
    const { totalDocs } = await t.payload.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: LEAD_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    })
    if (totalDocs === 0) return
  }
}

/** The Subject header, RFC 2047 encoded words (B or Q) decoded. */
function subjectOf(mail: ReceivedMail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  const raw = /^Subject: (.*)$/m.exec(headers)?.[1] ?? ''
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    )
}
const textOf = (mail: ReceivedMail) => mailText(mail).replace(/\r\n/g, '\n')
const mailsTo = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(email))
const tokenIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`${SERVER_URL}${path}\\?token=([A-Za-z0-9_.-]+)`).exec(textOf(mail))?.[1] ?? null

describe('a Spanish alert', () => {
  const email = 'comprador@example.com'

  it('is stored as Spanish and confirmed by a Spanish email whose links open Spanish pages', async () => {
    expect(await post(signUp(email, { kind: 'price-drop', vehicleId: camryId }, true))).toMatchObject({ status: 201 })
    const { docs } = await t.payload.find({ collection: 'alert-subscriptions', where: { email: { equals: email } }, depth: 0 })
    expect(docs[0]).toMatchObject({ locale: 'es', status: 'pending' })
    await runJobs()
    const [mail] = mailsTo(email)
    expect(subjectOf(mail)).toBe('Confirme su alerta de precio')
    const text = textOf(mail)
    expect(text).toContain('Confirme que desea un correo cuando baje el precio de este auto:')
    expect(text).toMatch(new RegExp(`2021 Toyota Camry .+ — ${SERVER_URL}/es/used-cars-for-sale/`))
    expect(text).toMatch(/Confirme su alerta: https:\/\/cars\.test\/api\/alerts\/confirm\?token=\S+&lang=es/)
    expect(text).toMatch(/Dejar de recibir estos correos: https:\/\/cars\.test\/api\/alerts\/unsubscribe\?token=\S+&lang=es/)
    expect(text).toContain('Recibe este correo porque pidió alertas en https://cars.test')

    const page = await confirmAlert(t.payload, tokenIn(mail, '/api/alerts/confirm'), new Date())
    const html = alertPageHtml(page, 'Rockford Motors', 'es')
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('<h1>Su alerta está activa</h1>')
    expect(html).toContain('<a href="/es">Ir a nuestro sitio</a>')
  })

  it('sends its price drop as a Spanish digest pointing at the Spanish vehicle page', async () => {
    const before = mailsTo(email).length
    await t.payload.update({ collection: 'vehicles', id: camryId, data: { price: 19_500 } })
    await runJobs()
    const mails = mailsTo(email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails[before]
    expect(subjectOf(mail)).toMatch(/^Bajó de precio: 2021 Toyota Camry/)
    const text = textOf(mail)
    expect(text).toContain('Bajadas de precio:')
    expect(text).toContain('ahora $19,500 (antes $21,000)')
    expect(text).toMatch(/https:\/\/cars\.test\/es\/used-cars-for-sale\/2021-toyota-camry/)
    expect(text).toMatch(/Dejar de recibir estos correos: \S+&lang=es/)
  })

  it('keeps the unsubscribe page in Spanish after its button', () => {
    const token = tokenIn(mailsTo(email)[0], '/api/alerts/unsubscribe')
    const page = unsubscribePrompt(token, new Date(), 'es')
    expect(page.form?.action).toMatch(/^\/api\/alerts\/unsubscribe\?token=\S+&lang=es$/)
    expect(alertPageHtml(page, 'Rockford Motors', 'es')).toContain('<button type="submit">Darme de baja</button>')
  })
})

describe('the endpoint answers in the post’s language', () => {
  it.each([
    [true, 'Ingrese un correo electrónico válido'],
    [false, 'Please enter a valid email address'],
  ])('Spanish page %s: a bad address', async (spanish, message) => {
    const result = await post(signUp('not-an-email', { kind: 'price-drop', vehicleId: refs.vehicle }, spanish))
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ ok: false, errors: { email: expect.stringContaining(message) } })
  })

  it('a vehicle no longer for sale, in Spanish', async () => {
    const result = await post(signUp('a@example.com', { kind: 'price-drop', vehicleId: '999999' }, true))
    expect(result).toMatchObject({ status: 400, body: { errors: { vehicleId: 'Este vehículo ya no está a la venta.' } } })
  })

  it('an English sign-up stays English: stored as English, links without a language', async () => {
    const email = 'buyer@example.com'
    expect((await post(signUp(email, { kind: 'price-drop', vehicleId: refs.vehicle }, false))).status).toBe(201)
    const { docs } = await t.payload.find({ collection: 'alert-subscriptions', where: { email: { equals: email } }, depth: 0 })
    expect(docs[0]?.locale).toBe('en')
    await runJobs()
    const [mail] = mailsTo(email)
    expect(subjectOf(mail)).toBe('Confirm your price alert')
    expect(textOf(mail)).not.toContain('lang=')
    expect(textOf(mail)).not.toContain('/es/')
  })
})
