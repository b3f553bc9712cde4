import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFacetIndex, findInventoryPage } from '@/lib/data/inventory-queries'
import type { FacetIndex } from '@/lib/inventory/facet-index'
import type { SearchCriteria } from '@/lib/inventory/facets'

import { FIXTURES, testVin, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

// The free-text search's keyword (`q=`) and year window on the real Local API: terms are looked for in make,
// model, trim, colour, fuel and features (every term must match), awd names both all- and four-wheel drive, and a
// search that finds nothing comes back with its counted relaxations.
let t: TestPayload
let index: FacetIndex
const slugs: Record<string, string> = {}

const ALL: SearchCriteria = {
  condition: null,
  conditions: ['new', 'used'],
  bodyStyle: null,
  makeModel: null,
  feature: null,
  price: null,
  mileage: null,
  maxPrice: null,
}

beforeAll(async () => {
  t = await createTestPayload('inventory-keyword')
  const { payload } = t
  const suvs = await payload.create({
    collection: 'body-styles',
    data: { name: 'SUVs', value: 'suvs', startingPrice: 15_000, active: true },
    context: NO_REVALIDATE,
  })
  const fixture = FIXTURES.vehicles
  if (!fixture) throw new Error('no vehicle fixture')
  const refs = { bodyStyle: String(suvs.id) } as Pick<Refs, 'bodyStyle'> as Refs
  let n = 1
  const vehicle = async (key: string, data: Record<string, unknown>) => {
    const doc = await payload.create({
      collection: 'vehicles',
      data: { ...fixture(refs, n), location: null, vin: testVin(7000 + n++), condition: 'used', status: 'available', features: [], ...data },
      context: NO_REVALIDATE,
    })
    slugs[key] = String(doc.slug)
  }
  await vehicle('blueAwd', { make: 'Subaru', model: 'Outback', trim: 'Limited', exteriorColor: 'Abyss Blue Pearl', drivetrain: 'awd', price: 30_000, year: 2021, features: [{ feature: 'Heated Seats' }] })
  await vehicle('blue4wd', { make: 'Toyota', model: '4Runner', trim: 'SR5', exteriorColor: 'Blue', drivetrain: '4wd', price: 38_000, year: 2019 })
  await vehicle('redAwd', { make: 'Honda', model: 'CR-V', trim: 'EX', exteriorColor: 'Red', drivetrain: 'awd', price: 22_000, year: 2018 })
  await vehicle('greyFwd', { make: 'Honda', model: 'Civic', trim: 'Sport', exteriorColor: 'Sonic Gray', drivetrain: 'fwd', price: 19_000, year: 2020, features: [{ feature: 'Apple CarPlay' }] })
  await vehicle('soldBlue', { make: 'Ford', model: 'Escape', exteriorColor: 'Blue', drivetrain: 'awd', price: 15_000, status: 'sold' })
  index = await findFacetIndex(payload)
}, 300_000)

afterAll(async () => {
  await t?.cleanup()
})

const find = (criteria: Partial<SearchCriteria>) => findInventoryPage(t.payload, { criteria: { ...ALL, ...criteria }, sort: 'priceLow', page: 1, perPage: 19 }, index)
const found = async (criteria: Partial<SearchCriteria>) => (await find(criteria)).vehicles.map((v) => v.slug).sort()

describe('keyword terms', () => {
  it('match colour, trim, model and features, every term at once, public stock only', async () => {
    expect(await found({ keyword: ['blue'] })).toEqual([slugs.blue4wd, slugs.blueAwd].sort())
    expect(await found({ keyword: ['limited'] })).toEqual([slugs.blueAwd])
    expect(await found({ keyword: ['carplay'] })).toEqual([slugs.greyFwd])
    expect(await found({ keyword: ['blue', 'heated'] })).toEqual([slugs.blueAwd])
    expect(await found({ keyword: ['nothing-like-this'] })).toEqual([])
  })

  it('reads awd as all- or four-wheel drive, and grey as gray', async () => {
    expect(await found({ keyword: ['awd'] })).toEqual([slugs.blue4wd, slugs.blueAwd, slugs.redAwd].sort())
    expect(await found({ keyword: ['grey'] })).toEqual([slugs.greyFwd])
  })

  it('counts facets over the keyword matches only', async () => {
    const result = await find({ keyword: ['honda'] })
    expect(result.totalDocs).toBe(2)
    expect(result.facets.makes.map((make) => [make.slug, make.count])).toEqual([['honda', 2]])
  })
})

describe('year window', () => {
  it('lists model years inside the window', async () => {
    expect(await found({ years: { min: 2019, max: 2020 } })).toEqual([slugs.blue4wd, slugs.greyFwd].sort())
    expect(await found({ years: { min: 2021, max: null } })).toEqual([slugs.blueAwd])
  })
})

describe('a search that finds nothing', () => {
  it('comes back with its nearest relaxations, counted', async () => {
    const result = await find({ keyword: ['blue', 'awd'], bodyStyle: 'suvs', price: { kind: 'under', amount: 25_000 } })
    expect(result.totalDocs).toBe(0)
    expect(result.relaxations?.map((r) => [r.kind, r.count])).toEqual([
      ['price', 2],
      ['colour', 1],
    ])
  })

  it('leaves relaxations out when something matches', async () => {
    expect((await find({ keyword: ['blue'] })).relaxations).toBeUndefined()
  })
})
