import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { outboxSmsSender } from '@/lib/sms/outbox'

export type SmsRelay = { url: string; stop: () => Promise<void> }

/**
 * The e2e server's SMS provider. `next start` runs with NODE_ENV=production, where the app sends texts only
 * through SMS_WEBHOOK_URL (the development outbox is refused there), so the real webhook sender posts to this
 * loopback endpoint, which files each text in `<dataDir>/outbox/*.sms.txt` exactly as the development outbox does.
 * Specs read the codes back with tests/helpers/sms-outbox.ts.
 */
export async function startSmsRelay(dataDir: string): Promise<SmsRelay> {
  const outbox = outboxSmsSender({ dir: path.join(dataDir, 'outbox'), log: () => undefined })
  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    request.on('end', () => {
      let message: { to?: unknown; body?: unknown } = {}
      try {
        message = JSON.parse(raw) as typeof message
      } catch {
        // Answered 400 below.
      }
      if (request.method !== 'POST' || typeof message.to !== 'string' || typeof message.body !== 'string') {
        response.writeHead(400).end()
        return
      }
      outbox.send({ to: message.to, body: message.body }).then(
        () => response.writeHead(202).end(),
        () => response.writeHead(500).end(),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/sms`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
