import { describe, expect, it } from 'vitest'

import { formatFeedError } from '@/lib/inventory-feed/errors'
import { parseFeed, type FeedRow } from '@/lib/inventory-feed/parse-feed'
import { planImport, planImportInSteps, type StoredVehicle } from '@/lib/inventory-feed/plan'
import { resolveReferences, type FeedVehicleData } from '@/lib/inventory-feed/references'

import { testVin } from '../helpers/fixtures'
import { feedCsv, feedRow } from '../helpers/inventory-feed'

const row = (line: number, n: number, fields: Partial<FeedVehicleData> = {}): FeedRow<FeedVehicleData> => ({
  line,
  vehicle: { vin: testVin(n), condition: 'used', year: 2021, make: 'Honda', model: 'Accord', price: 20_000, ...fields },
})

const stored = (n: number, fields: Partial<StoredVehicle> & Record<string, unknown> = {}) => ({
  id: `id-${n}`,
  vin: testVin(n),
  status: 'available' as const,
  condition: 'used',
  year: 2021,
  make: 'Honda',
  model: 'Accord',
  price: 20_000,
  previousPrice: null,
  ...fields,
})

const byVin = (...docs: ReturnType<typeof stored>[]) => new Map(docs.map((doc) => [doc.vin, doc]))

describe('planImport', () => {
  it('creates unknown VINs as available, with no price-drop marker', () => {
    const plan = planImport([row(2, 1)], new Map())
    expect(plan.create).toEqual([
      { line: 2, vin: testVin(1), data: expect.objectContaining({ status: 'available', previousPrice: null, price: 20_000 }) },
    ])
    expect(plan).toMatchObject({ update: [], markSold: [], unchanged: 0 })
  })

  it('updates a known VIN whose values differ, and counts matching rows as unchanged', () => {
    const plan = planImport(
      [row(2, 1, { mileage: 41_000 }), row(3, 2, { features: [{ feature: 'Heated seats' }] })],
      byVin(stored(1, { mileage: 40_000 }), stored(2, { features: [{ id: 'x', feature: 'Heated seats' }] })),
    )
    expect(plan.update).toEqual([
      {
        line: 2,
        vin: testVin(1),
        id: 'id-1',
        priceDrop: false,
        data: expect.objectContaining({ mileage: 41_000 }),
        // What undoing the update restores: the written fields, the derived title and slug, and updatedAt.
        before: expect.objectContaining({ mileage: 40_000, price: 20_000, previousPrice: null, title: null }),
      },
    ])
    expect(plan.unchanged).toBe(1)
  })

  it('ignores fields the feed does not carry (undefined) when comparing', () => {
    const plan = planImport([row(2, 1, { trim: undefined })], byVin(stored(1, { trim: 'EX-L', reserve: true })))
    expect(plan.unchanged).toBe(1)
  })

  it('sets previousPrice to the old price when the price drops', () => {
    const plan = planImport([row(2, 1, { price: 18_500 })], byVin(stored(1)))
    expect(plan.update[0]).toMatchObject({ priceDrop: true, data: { price: 18_500, previousPrice: 20_000 } })
  })

  it('keeps an existing previousPrice while the price is unchanged or still below it', () => {
    const dropped = byVin(stored(1, { price: 18_500, previousPrice: 20_000 }))
    const unchanged = planImport([row(2, 1, { price: 18_500 })], dropped)
    expect(unchanged).toMatchObject({ update: [], unchanged: 1 })
    const rising = planImport([row(2, 1, { price: 19_000 })], dropped)
    expect(rising.update[0]).toMatchObject({ priceDrop: false, data: { price: 19_000, previousPrice: 20_000 } })
  })

  it('clears previousPrice once the price is back at or above it', () => {
    const plan = planImport([row(2, 1, { price: 20_000 })], byVin(stored(1, { price: 18_500, previousPrice: 20_000 })))
    expect(plan.update[0]).toMatchObject({ priceDrop: false, data: { price: 20_000, previousPrice: null } })
  })

  it('marks available vehicles missing from the feed sold, and relists a sold one the feed lists', () => {
    const plan = planImport(
      [row(2, 1), row(3, 3)],
      byVin(stored(1), stored(2), stored(3, { status: 'sold' }), stored(4, { status: 'sold' })),
    )
    expect(plan.markSold).toEqual([{ id: 'id-2', vin: testVin(2) }])
    expect(plan.update).toEqual([
      expect.objectContaining({ id: 'id-3', data: expect.objectContaining({ status: 'available' }) }),
    ])
    expect(plan.unchanged).toBe(1)
  })
})

describe('planImportInSteps', () => {
  it('gives planImport\'s plan, pausing between steps', async () => {
    const rows = [row(2, 1), row(3, 2, { price: 18_000 }), row(4, 3), row(5, 4, { make: 'Acura' }), row(6, 5)]
    const existing = byVin(stored(2), stored(3), stored(4), stored(6), stored(7, { status: 'sold' }), stored(8))
    let pauses = 0
    const stepped = await planImportInSteps(rows, existing, async () => void pauses++, 2)
    expect(stepped).toEqual(planImport(rows, existing))
    expect(stepped).toMatchObject({ unchanged: 1, markSold: [{ vin: testVin(8) }, { vin: testVin(6) }] })
    // After rows 2 and 4, and before the sales.
    expect(pauses).toBe(3)
  })
})

describe('resolveReferences', () => {
  const ids = { bodyStyles: new Map([['sedans', 'bs-1']]), locations: new Map([['rockford-il', 'loc-1']]) }

  it('replaces body style values and location slugs with ids, keeping absent and cleared ones', () => {
    const { rows, errors } = parseFeed(
      feedCsv([feedRow(1, { body_style: 'sedans', location: 'rockford-il' }), feedRow(2, { body_style: '', location: '' })]),
    )
    const resolved = resolveReferences(rows, ids)
    expect(errors.concat(resolved.errors)).toEqual([])
    expect(resolved.rows.map((r) => [r.vehicle.bodyStyle, r.vehicle.location])).toEqual([
      ['bs-1', 'loc-1'],
      [null, null],
    ])
    const absent = resolveReferences(parseFeed(feedCsv([feedRow(3)])).rows, ids)
    expect(absent.rows[0].vehicle.bodyStyle).toBeUndefined()
  })

  it('reports keys that name no document, with their lines', () => {
    const { rows } = parseFeed(feedCsv([feedRow(1), feedRow(2, { body_style: 'trucks', location: 'paris' })]))
    const resolved = resolveReferences(rows, ids)
    expect(resolved.rows).toEqual([])
    expect(resolved.errors.map(formatFeedError)).toEqual([
      'line 3, body_style: trucks is not set up in the admin (Inventory → Body styles)',
      'line 3, location: "paris" is not the slug of a location in the admin',
    ])
  })
})
