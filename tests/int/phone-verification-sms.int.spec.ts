import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { smsSenderFromEnv } from '@/lib/sms/from-env'
import { outboxSmsSender } from '@/lib/sms/outbox'
import { SmsError } from '@/lib/sms/sender'
import { webhookSmsSender } from '@/lib/sms/webhook'

type Received = { headers: http.IncomingHttpHeaders; body: string; path: string }

let server: http.Server
let baseUrl: string
const received: Received[] = []
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-sms-'))

// A stand-in SMS provider: /ok accepts, /fail answers 500, /slow never answers, /redirect redirects.
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body, path: request.url ?? '' })
      if (request.url === '/ok') response.writeHead(202).end('{"id":"msg-1"}')
      else if (request.url === '/fail') response.writeHead(500).end('{"error":"down"}')
      else if (request.url === '/redirect') response.writeHead(302, { Location: '/ok' }).end()
      // '/slow': no answer; the sender's timeout must give up.
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(tmp, { recursive: true, force: true })
})

const message = { to: '+18155550100', body: 'Your verification code is 123456.' }

describe('webhook sender', () => {
  it('POSTs {to, body} as JSON with the API key as bearer token', async () => {
    await webhookSmsSender({ url: `${baseUrl}/ok`, apiKey: 'key-123' }).send(message)
    const request = received.at(-1)
    expect(request?.path).toBe('/ok')
    expect(JSON.parse(request?.body ?? '')).toEqual(message)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers.authorization).toBe('Bearer key-123')
  })

  it.each([
    ['/fail', /answered HTTP 500/],
    ['/redirect', /could not be reached/],
    ['/slow', /did not answer within 200 ms/],
  ])('%s → SmsError(failed)', async (route, reason) => {
    const send = webhookSmsSender({ url: `${baseUrl}${route}`, apiKey: 'key-123', timeoutMs: 200 }).send(message)
    await expect(send).rejects.toThrow(reason)
    await expect(send).rejects.toMatchObject({ kind: 'failed' })
    await expect(send).rejects.not.toThrow(/key-123/)
  })

  it('an unreachable provider is a failure, not a crash', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await expect(webhookSmsSender({ url: `http://127.0.0.1:${port}/` }).send(message)).rejects.toBeInstanceOf(SmsError)
  })
})

describe('development outbox sender', () => {
  it('writes one .sms.txt file per message and logs it once', async () => {
    const lines: string[] = []
    const dir = path.join(tmp, 'outbox')
    await outboxSmsSender({ dir, log: (line) => lines.push(line) }).send(message)
    const files = fs.readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.sms\.txt$/)
    expect(fs.readFileSync(path.join(dir, files[0] ?? ''), 'utf8')).toBe(`To: +18155550100\n\n${message.body}\n`)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('123456')
  })
})

describe('smsSenderFromEnv', () => {
  it('uses the webhook when SMS_WEBHOOK_URL is set', () => {
    expect(smsSenderFromEnv({ SMS_WEBHOOK_URL: `${baseUrl}/ok`, NODE_ENV: 'production' }).name).toBe('webhook')
  })

  it('uses the outbox outside production', () => {
    expect(smsSenderFromEnv({ NODE_ENV: 'development' }).name).toBe('outbox')
    expect(smsSenderFromEnv({}).name).toBe('outbox')
  })

  it('refuses in production without a provider, saying why once', async () => {
    const lines: string[] = []
    const sender = smsSenderFromEnv({ NODE_ENV: 'production' }, (line) => lines.push(line))
    expect(sender.name).toBe('unconfigured')
    await expect(sender.send(message)).rejects.toMatchObject({ kind: 'unconfigured', message: /SMS_WEBHOOK_URL/ })
    await expect(sender.send(message)).rejects.toBeInstanceOf(SmsError)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/SMS is not configured/)
  })

  it('refuses an unusable SMS_WEBHOOK_URL rather than falling back to the outbox', async () => {
    const sender = smsSenderFromEnv({ SMS_WEBHOOK_URL: 'ftp://example.com/sms' }, () => undefined)
    expect(sender.name).toBe('unconfigured')
    await expect(sender.send(message)).rejects.toThrow(/not an http\(s\) URL/)
  })
})
