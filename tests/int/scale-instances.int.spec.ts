import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild } from '../helpers/next-build.mjs'
import { startNextServer, waitForWorkers, type NextServer } from '../helpers/next-server'
import { createFixtureDoc, createRefs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, TEST_SECRET, type TestPayload } from '../helpers/payload'
import { startLoopbackRedis, type LoopbackRedis } from '../helpers/redis'

/**
 * Several app processes on one SQLite file stay fresh. A price edit made through one instance is served
 * by every other at the very next request, detail page (VDP) and search page (SRP), page micro-cache included:
 * through Redis between instances (one of them a cluster of two workers), and through the cluster primary between
 * the workers of one `npm start` when REDIS_URL is unset.
 */

const PORTS = { a: 3320, b: 3321, c: 3322 }
const EMAIL = 'manager@scale.test'
const PASSWORD = 'scale-test-password-1'

let t: TestPayload
let redis: LoopbackRedis
let serverEnv: Record<string, string>
let vehicleId: string
let vdp: string
const servers: NextServer[] = []

beforeAll(async () => {
  ensureBuild()
  redis = await startLoopbackRedis()
  t = await createTestPayload('scale', { JOBS_AUTORUN: 'false' })
  // Prices shown to every visitor (a new store locks them behind the unlock form), so the pages carry the price.
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: { unlockPrice: { new: false, used: false, certified: false, search: false } },
    context: NO_REVALIDATE,
  })
  const refs = await createRefs(t.payload)
  const created = await createFixtureDoc(t.payload, 'vehicles', refs, { condition: 'used', price: 30_000 })
  vehicleId = created.id
  const vehicle = await t.payload.findByID({ collection: 'vehicles', id: vehicleId, depth: 0 })
  vdp = `/used-cars-for-sale/${vehicle.slug}`
  await t.payload.create({ collection: 'users', data: { email: EMAIL, password: PASSWORD, role: 'manager' }, context: NO_REVALIDATE })
  serverEnv = {
    DATA_DIR: t.dataDir,
    DATABASE_URI: `file:${path.join(t.dataDir, 'test.db')}`,
    PAYLOAD_SECRET: TEST_SECRET,
    LEAD_ENCRYPTION_KEY: fs.readFileSync(path.join(t.dataDir, 'lead-encryption.key'), 'utf8').trim(),
    JOBS_AUTORUN: 'false',
  }
}, 900_000)

afterAll(async () => {
  for (const server of servers) await server.stop()
  await redis?.stop()
  await t?.cleanup()
})

async function start(port: number, env: Record<string, string>, workers: number): Promise<NextServer> {
  const server = await startNextServer({ port, env: { ...serverEnv, ...env, WEB_CONCURRENCY: String(workers) } })
  servers.push(server)
  // Under a cluster the first worker answers first; the others start once it has.
  if (workers > 1) await waitForWorkers(server, workers)
  return server
}

const page = async (server: NextServer, url: string) => {
  const response = await fetch(`${server.url}${url}`, { signal: AbortSignal.timeout(60_000) })
  const next = response.headers.get('x-nextjs-cache')
  return { status: response.status, cache: response.headers.get('x-page-cache'), next, html: await response.text() }
}

/** Requests a page until the micro-cache answers it (each worker then holds its copies). */
async function warm(server: NextServer, url: string, workers: number) {
  let hits = 0
  let last = ''
  for (let i = 0; i < 20 && hits < workers; i++) {
    const answer = await page(server, url)
    if (answer.cache === 'HIT') hits += 1
    last = `${answer.status} x-nextjs-cache: ${answer.next}`
  }
  expect(hits, `${url} never came from the page micro-cache (last: ${last}):\n${server.output()}`).toBe(workers)
}

async function editPrice(server: NextServer, price: number) {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(`${server.url}/api/vehicles/${vehicleId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ price }),
  })
  expect(response.status, server.output()).toBe(200)
  // The answer is complete once its body is: what the admin (or any client) waits for before its next request.
  expect(((await response.json()) as { doc: { price: number } }).doc.price).toBe(price)
}

// The search page of the vehicle's condition is stored (ISR, then the micro-cache); a price ceiling outside the filter
// sitemap is rendered live, from the 'use cache' reads alone.
const SRP = '/used-cars-for-sale'
const srpUnder = (price: number) => `/used-cars-for-sale/price-under-${price + 1}`
const shown = (price: number) => `$${price.toLocaleString('en-US')}`

/**
 * Every worker of a server (round robin: as many requests as workers, twice) serves the new price on the VDP and
 * the SRP, the live search page under it lists the vehicle, and `leftSearch`, one it was listed on, no more.
 */
async function expectFresh(server: NextServer, price: number, workers: number, leftSearch?: string) {
  for (let i = 0; i < workers * 2; i++) {
    for (const url of [vdp, SRP]) {
      const fresh = await page(server, url)
      expect(fresh.status).toBe(200)
      expect(fresh.html, `request ${i + 1} of ${url}`).toContain(shown(price))
    }
    expect((await page(server, srpUnder(price))).html, `request ${i + 1} of ${srpUnder(price)}`).toContain(`href="${vdp}"`)
    if (leftSearch) expect((await page(server, leftSearch)).html).toContain('No vehicles match these filters')
  }
}

describe('several instances on one SQLite file', () => {
  it('with REDIS_URL, an edit through one instance is served by the other at the next request', async () => {
    const [a, b] = await Promise.all([
      start(PORTS.a, { REDIS_URL: redis.url }, 2),
      start(PORTS.b, { REDIS_URL: redis.url }, 1),
    ])
    for (const url of [vdp, SRP]) {
      await warm(b, url, 1)
      await warm(a, url, 2)
    }
    expect((await page(b, SRP)).html).toContain(shown(30_000))
    expect((await page(b, srpUnder(1_234))).html).toContain('No vehicles match these filters')

    await editPrice(a, 1_234)
    for (const url of [vdp, SRP]) {
      const next = await page(b, url)
      expect(next.cache, `${url}\nA:\n${a.output()}\nB:\n${b.output()}`).toBeNull()
      expect(next.html, url).toContain(shown(1_234))
    }
    await expectFresh(b, 1_234, 1)
    await expectFresh(a, 1_234, 2)

    // The other way round: both workers of the first instance learn of an edit made through the second.
    await warm(a, vdp, 2)
    await warm(a, SRP, 2)
    await editPrice(b, 1_300)
    await expectFresh(a, 1_300, 2, srpUnder(1_234))
    // The price the next test starts from.
    await editPrice(b, 1_111)
    await Promise.all([a.stop(), b.stop()])
  }, 600_000)

  it('without REDIS_URL, the workers of one `npm start` share every edit at the next request', async () => {
    const c = await start(PORTS.c, {}, 2)
    await warm(c, vdp, 2)
    await warm(c, SRP, 2)
    // Listed under 1,112 at 1,111; at 2,222 no more.
    expect((await page(c, srpUnder(1_111))).html).toContain(`href="${vdp}"`)
    await editPrice(c, 2_222)
    await expectFresh(c, 2_222, 2, srpUnder(1_111))
    await c.stop()
  }, 600_000)
})
