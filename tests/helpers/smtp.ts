import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  from: string
  to: string[]
  /** The raw RFC 822 message as the server received it. */
  raw: string
}

export type LoopbackSmtp = {
  /** smtp:// URL for SMTP_URL. */
  url: string
  port: number
  received: ReceivedMail[]
  /** Recipient addresses answered with 550 at RCPT TO (lower case); change it at any time. */
  refused: Set<string>
  /** Resolves with the next message the server receives (or one already received and not yet taken). */
  nextMail: (timeoutMs?: number) => Promise<ReceivedMail>
  close: () => Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 (a random port, or `port` to come back where a stopped one was) that keeps
 * every message it accepts.
 */
export async function startLoopbackSmtp(options: { port?: number } = {}): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = []
  const refused = new Set<string>()
  const waiters: Array<(mail: ReceivedMail) => void> = []
  let taken = 0

  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificates to manage, nothing leaves the machine.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback()
      callback(Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: 550 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        }
        received.push(mail)
        waiters.shift()?.(mail)
        callback()
      })
    },
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refused,
    nextMail(timeoutMs = 10_000) {
      if (received.length > taken) return Promise.resolve(received[taken++])
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived at the loopback SMTP server')), timeoutMs)
        waiters.push((mail) => {
          clearTimeout(timer)
          taken++
          resolve(mail)
        })
      })
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The text of a received message, quoted-printable or base64 transfer encoding undone. */
export function mailText(mail: ReceivedMail): string {
  const [headers, ...rest] = mail.raw.split(/\r?\n\r?\n/)
  const body = rest.join('\n\n')
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8')
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}
