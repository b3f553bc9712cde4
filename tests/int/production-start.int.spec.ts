import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild } from '../helpers/next-build.mjs'
import { startNextServer, waitForWorkers, type NextServer } from '../helpers/next-server'

const PORT = Number(process.env.TEST_PRODUCTION_PORT || 3291)

let server: NextServer | undefined
let dataDir: string

beforeAll(async () => {
  // `npm test` builds once before vitest; running this file alone builds when no build exists.
  ensureBuild()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-production-'))
  // Literally an empty file: what a new deployment's volume holds before the first start.
  const databaseFile = path.join(dataDir, 'empty.db')
  fs.writeFileSync(databaseFile, '')
  server = await startNextServer({
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${databaseFile}`,
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      LEAD_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
      // `npm start` on a 2-core machine: the first worker migrates the empty file alone, then the second starts;
      // the rate limits below hold across both (kept by the cluster primary).
      WEB_CONCURRENCY: '2',
    },
  })
  await waitForWorkers(server, 2)
}, 900_000)

afterAll(async () => {
  await server?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('production start on an empty SQLite file', () => {
  it('serves the home page with status 200', async () => {
    const response = await fetch(`${server?.url}/`)
    expect(response.status, server?.output()).toBe(200)
    expect(await response.text()).toContain('<html')
  })

  it('ran the committed migrations (the API answers from real tables)', async () => {
    const response = await fetch(`${server?.url}/api/vehicles?limit=1`)
    expect(response.status, server?.output()).toBe(200)
    expect(await response.json()).toMatchObject({ totalDocs: 0 })
  })

  it('seeds nothing and creates no default account in production', async () => {
    const response = await fetch(`${server?.url}/admin`, { redirect: 'manual' })
    // With no user yet the admin sends the first visitor to create-first-user, never to a default login.
    const location = response.headers.get('location') ?? ''
    const body = response.status === 200 ? await response.text() : ''
    expect(location + body).toContain('create-first-user')
  })
})

/** POSTs a (deliberately invalid) contact form from a chosen loopback source address; answers the status. */
function postFormFrom(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL(`${server?.url}/api/forms/contact`)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress,
        headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end('{}')
  })
}

describe('per-client rate limits without TRUST_PROXY (the socket address, stamped by server.mjs)', () => {
  // ABUSE_RULES.formPerIp (src/lib/abuse/policy.ts): 5 posts of one form per address in 10 minutes; invalid ones count too.
  it('limits one client by its address while another client is still served', async () => {
    const first = [] as number[]
    for (let i = 0; i < 6; i++) first.push(await postFormFrom('127.0.0.2'))
    expect(first.slice(0, 5), server?.output()).toEqual([400, 400, 400, 400, 400])
    expect(first[5]).toBe(429)
    // A forged X-Forwarded-For does not buy a fresh address while no proxy is trusted.
    expect(await postFormFrom('127.0.0.2', { 'x-forwarded-for': '198.51.100.23' })).toBe(429)
    expect(await postFormFrom('127.0.0.3')).toBe(400)
  })

  it('counts a proxy on this machine (127.0.0.1) as unknown, not as one client for everyone', async () => {
    const statuses = [] as number[]
    for (let i = 0; i < 7; i++) statuses.push(await postFormFrom('127.0.0.1'))
    expect(statuses).toEqual(Array(7).fill(400))
  })
})
