/**
 * The feed import's fast path for new vehicles (issue 13): batches of multi-row inserts on SQLite when no staff
 * user needs an audit entry per vehicle. What it stores must be what the Local API stores for the same row, or
 * the next import would see every vehicle as changed.
 */
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { importInventoryFeed } from '@/lib/inventory-feed/apply'
import { BULK_BATCH, canBulkCreate } from '@/lib/inventory-feed/bulk-create'
import { parseFeed, parseFeedInSteps } from '@/lib/inventory-feed/parse-feed'
import type { Vehicle } from '@/payload-types'

import { testVin } from '../helpers/fixtures'
import { feedCsv, feedRow, type FeedCells } from '../helpers/inventory-feed'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
let sedans: string
let rockford: string

const COUNT = BULK_BATCH * 2 + 17

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
  it('is used on SQLite without a staff user, and not for an upload by a staff member', async () => {
    expect(await canBulkCreate(payload, await createLocalReq({}, payload))).toBe(true)
    const user = await payload.create({
      collection: 'users',
      data: { email: 'manager@bulk.test', password: 'bulk-test-password-1', role: 'manager' },
      context: NO_REVALIDATE,
    })
    const staff = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    expect(await canBulkCreate(payload, staff)).toBe(false)
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

    const again = await importInventoryFeed(payload, feedCsv(rows))
    // The four Local API copies are not in the feed: they are the only change, marked sold.
    expect(again).toEqual({ ok: true, summary: { created: 0, updated: 0, sold: 4, unchanged: COUNT, priceDrops: 0 } })
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

