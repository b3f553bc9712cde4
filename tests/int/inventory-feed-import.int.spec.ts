import fs from 'node:fs'
import path from 'node:path'

import { APIError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User, Vehicle } from '@/payload-types'
import { importInventoryFeed } from '@/lib/inventory-feed/apply'
import { formatFeedError } from '@/lib/inventory-feed/errors'

import { testVin } from '../helpers/fixtures'
import { feedCsv, feedRow, type FeedCells } from '../helpers/inventory-feed'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient } from '../helpers/rest'

const PASSWORD = 'feed-test-password-1'

let t: TestPayload
let payload: Payload
const users: Partial<Record<'manager' | 'sales', User>> = {}

async function vehicle(n: number): Promise<Vehicle | undefined> {
  const { docs } = await payload.find({ collection: 'vehicles', where: { vin: { equals: testVin(n) } }, depth: 0 })
  return docs[0]
}

/** Every vehicle as stored, to show that a refused feed wrote nothing. */
async function snapshot(): Promise<Vehicle[]> {
  const { docs } = await payload.find({ collection: 'vehicles', pagination: false, depth: 0, sort: 'vin' })
  return docs
}

const run = (rows: FeedCells[]) => importInventoryFeed(payload, feedCsv(rows))

function csvFile(rows: FeedCells[], name = 'feed.csv') {
  const data = Buffer.from(feedCsv(rows))
  return { data, mimetype: 'text/csv', name, size: data.length }
}

beforeAll(async () => {
  t = await createTestPayload('inventory-feed')
  payload = t.payload
  await payload.create({
    collection: 'body-styles',
    data: { name: 'Sedans', value: 'sedans', active: true },
    context: NO_REVALIDATE,
  })
  await payload.create({
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
  for (const role of ['manager', 'sales'] as const) {
    users[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@feed.test`, password: PASSWORD, role },
      context: NO_REVALIDATE,
    })
  }
})

afterAll(async () => {
  await t?.cleanup()
})

describe('inventory feed import (command line path)', () => {
  // The feed after the first one: vehicle 1 cheaper, vehicle 2 driven more, vehicle 3 gone, vehicle 4 new.
  const second = [
    feedRow(1, { price: 23_500 }),
    feedRow(2, { price: 18_000, mileage: 52_400 }),
    feedRow(4, { make: 'Kia', model: 'Soul' }),
  ]
  const camry = feedRow(3, { make: 'Toyota', model: 'Camry', price: 26_500 })

  it('creates the vehicles of a feed, relationships resolved from their keys', async () => {
    const outcome = await run([
      feedRow(1, { body_style: 'sedans', location: 'rockford-il', features: 'Heated seats|Sunroof', trim: 'EX-L' }),
      feedRow(2, { price: 18_000, mileage: 52_000 }),
      camry,
    ])
    expect(outcome).toEqual({ ok: true, summary: { created: 3, updated: 0, sold: 0, unchanged: 0, priceDrops: 0 } })
    const first = await vehicle(1)
    expect(first).toMatchObject({ status: 'available', title: '2021 Honda Accord EX-L', price: 24_995 })
    expect(first?.previousPrice).toBeNull()
    expect(first?.features?.map((item) => item.feature)).toEqual(['Heated seats', 'Sunroof'])
    expect(typeof first?.bodyStyle).toBe('string')
    expect(typeof first?.location).toBe('string')
  })

  it('upserts by VIN: updates changed rows, sets previousPrice on a drop, marks missing vehicles sold', async () => {
    const outcome = await run(second)
    expect(outcome).toEqual({ ok: true, summary: { created: 1, updated: 2, sold: 1, unchanged: 0, priceDrops: 1 } })
    expect(await vehicle(1)).toMatchObject({ price: 23_500, previousPrice: 24_995, status: 'available' })
    // Columns the feed left out keep their stored values.
    expect((await vehicle(1))?.features).toHaveLength(2)
    expect(await vehicle(2)).toMatchObject({ mileage: 52_400, previousPrice: null })
    expect(await vehicle(3)).toMatchObject({ status: 'sold' })
    expect(await vehicle(4)).toMatchObject({ status: 'available', make: 'Kia' })
  })

  it('changes nothing when the same feed comes again, and keeps the price-drop marker', async () => {
    const before = await snapshot()
    const outcome = await run(second)
    expect(outcome).toEqual({ ok: true, summary: { created: 0, updated: 0, sold: 0, unchanged: 3, priceDrops: 0 } })
    expect(await snapshot()).toEqual(before)
    expect(await vehicle(1)).toMatchObject({ previousPrice: 24_995 })
  })

  it('lists a sold vehicle again when the feed brings it back', async () => {
    const outcome = await run([...second, camry])
    expect(outcome).toMatchObject({ ok: true, summary: { updated: 1, unchanged: 3 } })
    expect(await vehicle(3)).toMatchObject({ status: 'available' })
  })

  it('writes nothing for a feed with bad rows and reports every one with its line', async () => {
    const before = await snapshot()
    const outcome = await run([
      feedRow(1, { price: 1 }),
      feedRow(5),
      feedRow(6, { price: 'abc' }),
      feedRow(7, { year: 'soon', body_style: 'sedans' }),
    ])
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.errors.map(formatFeedError)).toEqual([
      'line 4, price: "abc" is not a number',
      'line 5, year: "soon" is not a year',
    ])
    expect(await snapshot()).toEqual(before)
  })

  it('writes nothing when a row names a location that does not exist', async () => {
    const before = await snapshot()
    const outcome = await run([feedRow(1, { price: 1 }), feedRow(8, { location: 'paris-fr' })])
    expect(outcome).toEqual({
      ok: false,
      errors: [{ line: 3, column: 'location', message: '"paris-fr" is not the slug of a location in the admin' }],
    })
    expect(await snapshot()).toEqual(before)
  })

  it('rolls back the vehicles already written when a save fails midway', async () => {
    const before = await snapshot()
    const update = vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('disk full'))
    try {
      // Creates come first: vehicle 9 is written, then the update of vehicle 1 fails.
      const outcome = await run([feedRow(9), feedRow(1, { price: 22_000 })])
      expect(outcome).toEqual({
        ok: false,
        errors: [{ line: 3, column: 'vin', message: `${testVin(1)} could not be saved: disk full` }],
      })
    } finally {
      update.mockRestore()
    }
    expect(await vehicle(9)).toBeUndefined()
    expect(await snapshot()).toEqual(before)
  })

  it('restores updated vehicles exactly, price-drop marker included, when a later save fails', async () => {
    const before = await snapshot()
    const save = payload.update.bind(payload)
    let calls = 0
    const update = vi.spyOn(payload, 'update').mockImplementation((options) => {
      calls += 1
      return calls === 2 ? Promise.reject(new Error('disk full')) : save(options)
    })
    try {
      const outcome = await run([feedRow(1, { price: 21_000, trim: 'Sport' }), feedRow(2, { price: 17_000 })])
      expect(outcome).toMatchObject({ ok: false, errors: [{ line: 3 }] })
    } finally {
      update.mockRestore()
    }
    expect(await snapshot()).toEqual(before)
  })
})

describe('inventory feed import (admin upload)', () => {
  const uploads = () => fs.readdirSync(path.join(t.dataDir, 'inventory-imports'))

  it('imports the uploaded file and records the summary, the uploader and the time', async () => {
    const started = Date.now()
    const doc = await payload.create({
      collection: 'inventory-imports',
      data: {},
      file: csvFile([feedRow(1, { price: 22_000 }), feedRow(2, { price: 18_000, mileage: 52_400 }), feedRow(10)]),
      user: users.manager,
      overrideAccess: false,
      context: NO_REVALIDATE,
    })
    expect(doc).toMatchObject({ created: 1, updated: 1, sold: 2, unchanged: 1, priceDrops: 1, filename: 'feed.csv' })
    expect(doc.uploadedBy).toMatchObject({ id: users.manager?.id })
    expect(Date.parse(doc.importedAt ?? '')).toBeGreaterThanOrEqual(started - 1000)
    // A second drop shows the price just before it as 'was' (the rule of an edit in the admin).
    expect(await vehicle(1)).toMatchObject({ price: 22_000, previousPrice: 23_500 })
    expect(await vehicle(4)).toMatchObject({ status: 'sold' })
    expect(uploads()).toEqual(['feed.csv'])
  })

  it('refuses a file with bad rows with a 400 listing the lines; nothing is written, no record kept', async () => {
    const before = await snapshot()
    const attempt = payload.create({
      collection: 'inventory-imports',
      data: {},
      file: csvFile([feedRow(11), feedRow(12, { price: 'abc' }), feedRow(13, { vin: 'TOO-SHORT' })], 'bad.csv'),
      user: users.manager,
      overrideAccess: false,
      context: NO_REVALIDATE,
    })
    const error = await attempt.then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(APIError)
    // Shaped for the admin's error toast, which lists the items after the colon, one per comma.
    expect(error).toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^The feed was not imported and nothing changed\. Fix these lines and upload it again: line 3 · price: "abc" is not a number, line 4 · vin: "TOO-SHORT": .+$/,
      ),
      data: {
        feedErrors: [
          expect.objectContaining({ line: 3, column: 'price' }),
          expect.objectContaining({ line: 4, column: 'vin' }),
        ],
      },
    })
    expect(await snapshot()).toEqual(before)
    expect((await payload.count({ collection: 'inventory-imports' })).totalDocs).toBe(1)
    expect(uploads()).toEqual(['feed.csv'])
  })

  it('answers the REST upload of a bad file with 400 and the line numbers', async () => {
    const rest = restClient(t.config)
    const token = await rest.login('manager@feed.test', PASSWORD)
    const form = new FormData()
    const csv = feedCsv([feedRow(1), feedRow(14, { condition: 'demo' })])
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'rest.csv')
    form.append('_payload', JSON.stringify({}))
    const response = await rest.call('POST', '/inventory-imports', { token, formData: form })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      errors: [
        {
          message: expect.stringContaining('line 3 · condition: "demo" is not one of new / used / certified'),
          data: { feedErrors: [{ line: 3, column: 'condition', message: expect.any(String) }] },
        },
      ],
    })
    expect(await vehicle(14)).toBeUndefined()
  })

  it('refuses uploads from roles other than manager and admin', async () => {
    await expect(
      payload.create({
        collection: 'inventory-imports',
        data: {},
        file: csvFile([feedRow(1)], 'sales.csv'),
        user: users.sales,
        overrideAccess: false,
        context: NO_REVALIDATE,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await vehicle(2)).toMatchObject({ status: 'available' })
  })
})
