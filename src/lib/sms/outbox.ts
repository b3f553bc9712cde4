import fs from 'node:fs/promises'
import path from 'node:path'

import { dataDir } from '@/lib/config/data-dir'

import { SmsError, stdoutLog, type SmsLog, type SmsSender } from './sender'

/**
 * The development sender: each message becomes `<DATA_DIR>/outbox/<time>-<pid>-<n>.sms.txt` beside the mail
 * outbox's .eml files, and one log line shows it (code included), so a developer can finish a verification
 * without a phone and nothing ever reaches a real number.
 */
export function outboxSmsSender(options: { dir?: string; log?: SmsLog } = {}): SmsSender {
  const log = options.log ?? stdoutLog
  let counter = 0
  return {
    name: 'outbox',
    async send({ to, body }) {
      const dir = options.dir ?? dataDir('outbox')
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${process.pid}-${++counter}.sms.txt`)
      try {
        await fs.mkdir(dir, { recursive: true })
        await fs.writeFile(file, `To: ${to}\n\n${body}\n`, { mode: 0o600 })
      } catch (error) {
        throw new SmsError('failed', `Could not write the SMS outbox file ${file}`, { cause: error })
      }
      log(`[sms] ${to}: ${body} → ${file}`)
    },
  }
}
