import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emailAdapter } from '@/lib/config/email'

import { createTestPayload, type TestPayload } from '../helpers/payload'
import { startLoopbackSmtp, type LoopbackSmtp } from '../helpers/smtp'

let t: TestPayload
let smtp: LoopbackSmtp

beforeAll(async () => {
  // No SMTP_URL: the development default writes every message into DATA_DIR/outbox.
  t = await createTestPayload('email', { EMAIL_FROM: 'website@test-dealer.example' })
  smtp = await startLoopbackSmtp()
})

afterAll(async () => {
  await smtp?.close()
  await t?.cleanup()
})

describe('email', () => {
  it('without SMTP_URL writes the message as an .eml file under data/outbox', async () => {
    const outbox = path.join(t.dataDir, 'outbox')
    await t.payload.sendEmail({
      to: 'sales@test-dealer.example',
      subject: 'Website Lead',
      text: 'Jamie would like a test drive.',
    })
    const files = fs.readdirSync(outbox).filter((file) => file.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8')
    expect(raw).toMatch(/^To: sales@test-dealer\.example/m)
    expect(raw).toMatch(/^Subject: Website Lead/m)
    expect(raw).toMatch(/^From: .*website@test-dealer\.example/m)
    expect(raw).toContain('Jamie would like a test drive.')
  })

  it('with SMTP_URL delivers through that SMTP server', async () => {
    process.env.SMTP_URL = smtp.url
    try {
      const adapter = await emailAdapter()
      const { sendEmail } = adapter({ payload: t.payload })
      await sendEmail({ to: 'service@test-dealer.example', subject: 'Service appointment', text: 'Oil change Monday.' })
    } finally {
      delete process.env.SMTP_URL
    }
    const mail = await smtp.nextMail()
    expect(mail.to).toEqual(['service@test-dealer.example'])
    expect(mail.from).toBe('website@test-dealer.example')
    expect(mail.raw).toMatch(/^Subject: Service appointment/m)
    expect(mail.raw).toContain('Oil change Monday.')
    // Nothing was written to the outbox this time.
    expect(fs.readdirSync(path.join(t.dataDir, 'outbox')).filter((file) => file.endsWith('.eml'))).toHaveLength(1)
  })
})
