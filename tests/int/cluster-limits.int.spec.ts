/**
 * The limits of phone verification and the Meta relay hold for the production server's workers together:
 * `npm start` on a 2-core machine runs two (WEB_CONCURRENCY=2), and a limit counted in each worker on its own
 * would allow twice what the policy says. Each request goes on a new connection, which the cluster primary hands
 * to the workers in turn, so both answer; the counts are the primary's (src/lib/abuse/counts.mjs).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PHONE_VERIFICATION_LIMITS } from '@/lib/phone-verification/policy'
import { RELAY_RATE_LIMITS } from '@/lib/tracking/relay'

import { ensureBuild } from '../helpers/next-build.mjs'
import { startNextServer, waitForWorkers, type NextServer } from '../helpers/next-server'
import { freePort } from '../helpers/redis'
import { smsCodesTo } from '../helpers/sms-outbox'
import { startSmsRelay, type SmsRelay } from '../helpers/sms-relay'

let server: NextServer | undefined
let relay: SmsRelay | undefined
let dataDir: string

beforeAll(async () => {
  ensureBuild()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-cluster-limits-'))
  const databaseFile = path.join(dataDir, 'empty.db')
  fs.writeFileSync(databaseFile, '')
  relay = await startSmsRelay(dataDir)
  server = await startNextServer({
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${databaseFile}`,
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      LEAD_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
      JOBS_AUTORUN: 'false',
      WEB_CONCURRENCY: '2',
      // Behind one proxy: each request names its client in X-Forwarded-For.
      TRUST_PROXY: '1',
      SMS_WEBHOOK_URL: relay.url,
    },
  })
  await waitForWorkers(server, 2)
}, 900_000)

afterAll(async () => {
  await server?.stop()
  await relay?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** POSTs JSON on a connection of its own (no keep-alive), as the client `ip` behind the proxy; answers the status. */
function postFrom(ip: string, pathname: string, body: unknown): Promise<number> {
  const url = new URL(pathname, server?.url)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, connection: 'close' },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })
}

describe('limits across the workers of one `npm start`', () => {
  it('texts a phone its 3 codes in 10 minutes, not 3 per worker, whichever worker and address ask', async () => {
    const { points } = PHONE_VERIFICATION_LIMITS.smsPerPhone
    const statuses = []
    for (let i = 0; i < 2 * points + 2; i++) {
      statuses.push(await postFrom(`198.51.100.${i + 1}`, '/api/customer/phoneValidation', { type: 'phone-validation', phone: '(815) 555-0142' }))
    }
    expect(statuses, server?.output()).toEqual([...Array(points).fill(200), ...Array(points + 2).fill(429)])
    expect(smsCodesTo('+18155550142', dataDir)).toHaveLength(points)
  })

  it('relays an address\'s 30 conversions in 10 minutes, not 30 per worker', async () => {
    const { points } = RELAY_RATE_LIMITS.relayPerIp
    const statuses = []
    for (let i = 0; i < points + 4; i++) {
      // No pixel is configured: a counted conversion is answered 204 and goes nowhere.
      statuses.push(await postFrom('203.0.113.61', '/api/track/facebook', { eventName: 'Lead', eventID: 'a1b2c3d4e5f60718' }))
    }
    expect(statuses, server?.output()).toEqual([...Array(points).fill(204), ...Array(4).fill(429)])
    expect(await postFrom('203.0.113.62', '/api/track/facebook', { eventName: 'Lead', eventID: 'a1b2c3d4e5f60719' })).toBe(204)
  })
})
