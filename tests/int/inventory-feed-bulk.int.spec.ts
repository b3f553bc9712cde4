/**
 * The feed import's fast path for new vehicles: batches of multi-row inserts on SQLite when no staff
 * user needs an audit entry per vehicle. What it stores must be what the Local API stores for the same row, or
 * the next import would see every vehicle as changed.
 */
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importInventoryFeed } from '@/lib/inventory-feed/apply'
import { BULK_BATCH, BULK_TRANSACTION, canBulkCreate } from '@/lib/inventory-feed/bulk-create'
import { parseFeed, parseFeedInSteps } from '@/lib/inventory-feed/parse-feed'
import { readCsv, readCsvInSteps } from '@/lib/inventory-feed/read-csv'
import type { Vehicle } from '@/payload-types'

import { testVin } from '../helpers/fixtures'
import { feedCsv, feedRow, type FeedCells } from '../helpers/inventory-feed'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
let sedans: string
let rockford: string

// Two transactions, the second of two statements and a part.
const COUNT = BULK_TRANSACTION + BULK_BATCH + 17

function row(n: number): FeedCells {
  return feedRow(n, {
    stock_number: `S${n}`,
    trim: n % 2 ? 'EX-L' : '',
    body_style: 'sedans',
    location: 'rockford-il',
    mileage: n * 11,
    exterior_color: 'Platinum White Pearl',
    transmission: 'automatic',
    doors: 4,
    features: n % 3 ? 'Heated seats|Apple CarPlay' : '',
    description: 'One owner, "like new", with service records.',
    photo_urls: n % 4 ? `https://cdn.example.com/${n}/1.jpg|https://cdn.example.com/${n}/2.jpg` : '',
  })
}

async function byVin(vin: string): Promise<Vehicle> {
  const { docs } = await payload.find({ collection: 'vehicles', where: { vin: { equals: vin } }, depth: 0 })
  if (!docs[0]) throw new Error(`no vehicle ${vin}`)
  return docs[0]
}

/** A vehicle without what differs between two saves of the same row: ids, VIN and slug, timestamps. */
function comparable(vehicle: Vehicle) {
  const { id: _id, vin: _vin, slug, createdAt: _c, updatedAt: _u, features, evoxImages, ...rest } = vehicle
  return {
    ...rest,
    slug: slug?.replace(/-[a-z0-9]{17}$/, ''),
    features: features?.map(({ feature }) => feature),
    evoxImages: evoxImages?.map(({ url }) => url),
  }
}

beforeAll(async () => {
  t = await createTestPayload('inventory-feed-bulk')
  payload = t.payload
  const style = await payload.create({
    collection: 'body-styles',
    data: { name: 'Sedans', value: 'sedans', active: true },
    context: NO_REVALIDATE,
  })
  sedans = String(style.id)
  const place = await payload.create({
    collection: 'locations',
    data: {
      name: 'Rockford',
      slug: 'rockford-il',
      addressLine1: '100 Main St',
      city: 'Rockford',
      state: 'IL',
      zip: '61101',
      timezone: 'America/Chicago',
      coordinates: { latitude: 42.27, longitude: -89.09 },
    },
    context: NO_REVALIDATE,
  })
  rockford = String(place.id)
})

afterAll(async () => {
  await t?.cleanup()
})

describe('bulk creation of new vehicles', () => {
  it('is used on SQLite outside a caller\'s transaction, with or without a staff user', async () => {
    expect(await canBulkCreate(payload, await createLocalReq({}, payload))).toBe(true)
    const user = await payload.create({
      collection: 'users',
      data: { email: 'manager@bulk.test', password: 'bulk-test-password-1', role: 'manager' },
      context: NO_REVALIDATE,
    })
    const staff = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    expect(await canBulkCreate(payload, staff)).toBe(true)
  })

  it('stores a feed of several batches as the Local API stores the same rows, and a second import changes nothing', async () => {
    const rows = Array.from({ length: COUNT }, (_, i) => row(i + 1))
    const progress: string[] = []
    const first = await importInventoryFeed(payload, feedCsv(rows), { onProgress: (line) => progress.push(line) })
    expect(first).toEqual({ ok: true, summary: { created: COUNT, updated: 0, sold: 0, unchanged: 0, priceDrops: 0 } })
    expect(progress.at(-1)).toBe(`saved ${COUNT} of ${COUNT} vehicles`)
    expect((await payload.count({ collection: 'vehicles' })).totalDocs).toBe(COUNT)

    // The same rows through the Local API, as an upload by staff saves them, under other VINs.
    for (const n of [1, 2, 3, 4]) {
      const bulk = await byVin(testVin(n))
      const data = {
        ...bulk,
        id: undefined,
        vin: testVin(90_000 + n),
        slug: undefined,
        title: undefined,
        features: bulk.features?.map(({ feature }) => ({ feature })),
        evoxImages: bulk.evoxImages?.map(({ url }) => ({ url })),
      }
      const saved = await payload.create({ collection: 'vehicles', data, depth: 0, context: NO_REVALIDATE })
      expect(comparable(bulk)).toEqual(comparable(saved))
    }
    const sample = await byVin(testVin(5))
    expect(sample).toMatchObject({
      title: '2021 Honda Accord EX-L',
      slug: `2021-honda-accord-ex-l-${testVin(5).toLowerCase()}`,
      status: 'available',
      reserve: false,
      bodyStyle: sedans,
      location: rockford,
      previousPrice: null,
      features: [{ feature: 'Heated seats' }, { feature: 'Apple CarPlay' }],
      evoxImages: [{ url: 'https://cdn.example.com/5/1.jpg' }, { url: 'https://cdn.example.com/5/2.jpg' }],
    })

    // The connection Payload writes on afterwards still waits for another process's lock (5 s), as configured.
    const db = payload.db as unknown as SQLiteAdapter
    expect((await db.client.execute('PRAGMA busy_timeout')).rows[0]?.[0]).toBe(5000)

    const again = await importInventoryFeed(payload, feedCsv(rows))
    // The four Local API copies are not in the feed: they are the only change, marked sold.
    expect(again).toEqual({ ok: true, summary: { created: 0, updated: 0, sold: 4, unchanged: COUNT, priceDrops: 0 } })
  })
})

describe('an upload in the admin by an admin', () => {
  it('takes the fast path and records one audit entry for the whole import', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: { email: 'admin@bulk.test', password: 'bulk-test-password-1', role: 'admin' },
      context: NO_REVALIDATE,
    })
    const auditBefore = (await payload.count({ collection: 'audit-log' })).totalDocs
    const fresh = Array.from({ length: BULK_TRANSACTION + 30 }, (_, i) => row(60_000 + i))
    // The feed of the test above (its four Local API copies are sold already) plus new vehicles.
    const kept = Array.from({ length: COUNT }, (_, i) => row(i + 1))
    const data = Buffer.from(feedCsv([...kept, ...fresh]))
    const doc = await payload.create({
      collection: 'inventory-imports',
      data: {},
      file: { data, mimetype: 'text/csv', name: 'admin-feed.csv', size: data.length },
      user: admin,
      overrideAccess: false,
      context: NO_REVALIDATE,
    })
    expect(doc).toMatchObject({ created: fresh.length, updated: 0, sold: 0, unchanged: COUNT, uploadedBy: { id: admin.id } })

    // The fast path stamps a transaction's vehicles with one time; one Local API save after another gets a time each.
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { vin: { in: fresh.map((cells) => String(cells.vin)) } },
      pagination: false,
      depth: 0,
      select: { createdAt: true },
    })
    expect(docs).toHaveLength(fresh.length)
    expect(new Set(docs.map((vehicle) => vehicle.createdAt)).size).toBe(2)

    // One entry: who, which file, the counts; none per created vehicle (a vehicle's price is audited, so every
    // create through the Local API by a staff member wrote one).
    const { docs: entries } = await payload.find({ collection: 'audit-log', sort: '-createdAt', depth: 0 })
    expect(entries.length - auditBefore).toBe(1)
    expect(entries[0]).toMatchObject({
      user: admin.id,
      userEmail: 'admin@bulk.test',
      target: 'vehicles',
      operation: 'update',
      summary: `Feed import of admin-feed.csv: ${fresh.length} created, 0 updated, 0 marked sold`,
    })
    const recorded = Object.fromEntries((entries[0].changes ?? []).map((change) => [change.field, change.after]))
    expect(recorded).toEqual({
      file: '"admin-feed.csv"',
      created: String(fresh.length),
      updated: '0',
      sold: '0',
      unchanged: String(COUNT),
      priceDrops: '0',
    })
  })
})

describe('checking a large feed in steps', () => {
  it('gives parseFeed\'s result, rows or errors with their lines, pausing between steps', async () => {
    const good = feedCsv(Array.from({ length: 45 }, (_, i) => row(i + 1)))
    const bad = feedCsv([...Array.from({ length: 30 }, (_, i) => row(i + 1)), row(3), feedRow(99, { price: 'abc' })])
    for (const text of [good, bad]) {
      let pauses = 0
      const stepped = await parseFeedInSteps(text, async () => void pauses++, 10)
      expect(stepped).toEqual(parseFeed(text))
      expect(pauses).toBe(Math.floor((text.trim().split('\n').length - 2) / 10))
    }
    expect(parseFeed(bad).errors.map((error) => error.line)).toEqual([33, 32])
  })
})


describe('reading the CSV in chunks', () => {
  const tricky = [
    // BOM, CR LF, a blank line, a quoted cell over two lines, a two-byte and a four-byte character across chunks.
    `\ufeffvin,make,model,description\r\n\r\n${testVin(1)},Citroën,C4,"One owner\r\nnon-smoker 🚗"\n${testVin(2)},Kia,Soul,x\n`,
    // A row with too many cells and one with too few: kept so that both are reported.
    `vin,make,model\n${testVin(1)},Kia,Soul,extra\n${testVin(2)},Kia\n`,
    // Broken quoting on line 3: the read stops with that line.
    `vin,make,model\n${testVin(1)},Kia,Soul\n${testVin(2)},"Kia,Soul\n`,
    `vin,make,model\n${testVin(1)},Kia,"So"ul\n`,
  ]

  it('gives readCsv\'s records and errors whatever the chunk size', async () => {
    for (const text of tricky) {
      for (const chunk of [1, 3, 7, 64, 1 << 20]) {
        expect(await readCsvInSteps(text, async () => undefined, chunk)).toEqual(readCsv(text))
      }
    }
    expect(readCsv(tricky[2])).toMatchObject({ ok: false, error: { line: 3 } })
  })

  it('lets timers run while a 20,000-row feed is read', async () => {
    const text = feedCsv(Array.from({ length: 20_000 }, (_, i) => row(i + 1)))
    let ticks = 0
    const timer = setInterval(() => void ticks++, 1)
    let ticksWhenRead: number
    try {
      // The default pause: a turn of the event loop, as a server's import uses it.
      const read = await readCsvInSteps(text, () => new Promise((resolve) => setImmediate(resolve)))
      ticksWhenRead = ticks
      expect(read).toMatchObject({ ok: true, records: { length: 20_001 } })
    } finally {
      clearInterval(timer)
    }
    // The text is about 7 MB: ~50 chunks, and the interval's callback ran between them, not only after the read.
    expect(text.length).toBeGreaterThan(20 * 128 * 1024)
    expect(ticksWhenRead).toBeGreaterThan(5)
  })
})
