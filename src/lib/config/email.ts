import fs from 'node:fs'
import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import nodemailer from 'nodemailer'
import type { Transport } from 'nodemailer'

import { dataDir } from './data-dir'

const DEFAULT_FROM = 'website@dealership.local'

/**
 * A nodemailer transport that writes each message as an .eml file under data/outbox/ instead of sending:
 * the development default, so no message ever goes to an online test account.
 */
export function outboxTransport(dir = dataDir('outbox')): Transport {
  let counter = 0
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail, callback) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${process.pid}-${++counter}.eml`)
      mail.message.build((buildError, raw) => {
        if (buildError) return callback(buildError, undefined)
        fs.writeFile(file, raw, (writeError) => {
          if (writeError) return callback(writeError, undefined)
          const envelope = mail.message.getEnvelope()
          process.stdout.write(`[mail] ${envelope.to.join(', ')} → ${file}\n`)
          callback(null, { envelope, messageId: mail.message.messageId(), file })
        })
      })
    },
  }
}

/** Payload's email adapter: SMTP when SMTP_URL is set, otherwise the local outbox. */
export function emailAdapter(): Promise<EmailAdapter> | EmailAdapter {
  const defaultFromAddress = process.env.EMAIL_FROM || DEFAULT_FROM
  const defaultFromName = process.env.EMAIL_FROM_NAME || 'Dealership website'
  const transport = process.env.SMTP_URL
    ? nodemailer.createTransport(process.env.SMTP_URL)
    : nodemailer.createTransport(outboxTransport())
  return nodemailerAdapter({ defaultFromAddress, defaultFromName, skipVerify: true, transport })
}
