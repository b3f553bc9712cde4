import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findFacetIndex, findInventoryFaqs, findInventoryPage } from '@/lib/data/inventory-queries'
import { findInventorySettings } from '@/lib/data/inventory-settings'
import { idAt, indexedMakeSlugs, PREMIUM, type FacetIndex } from '@/lib/inventory/facet-index'
import { hasPremiumFeature, type SearchCriteria } from '@/lib/inventory/facets'
import type { SortOption } from '@/lib/settings/defaults'
import type { VehicleCardData } from '@/lib/data/vehicles'

import { FIXTURES, testVin, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

let t: TestPayload
let index: FacetIndex
const vins: Record<string, string> = {}

const ALL: SearchCriteria = {
  condition: null,
  conditions: ['new', 'used', 'certified'],
  bodyStyle: null,
  makeModel: null,
  feature: null,
  price: null,
  mileage: null,
  maxPrice: null,
}

async function bodyStyle(payload: Payload, value: 'suvs' | 'sedans'): Promise<string> {
  const doc = await payload.create({
    collection: 'body-styles',
    data: { name: value.toUpperCase(), value, startingPrice: 15_000, active: true },
    context: NO_REVALIDATE,
  })
  return String(doc.id)
}

beforeAll(async () => {
  t = await createTestPayload('inventory-data')
  const { payload } = t
  const suvs = await bodyStyle(payload, 'suvs')
  const sedans = await bodyStyle(payload, 'sedans')
  const fixture = FIXTURES.vehicles
  if (!fixture) throw new Error('no vehicle fixture')
  const refs = { bodyStyle: suvs } as Pick<Refs, 'bodyStyle'> as Refs
  let n = 1
  const vehicle = async (key: string, data: Record<string, unknown>) => {
    const vin = testVin(9000 + n)
    const doc = await payload.create({
      collection: 'vehicles',
      data: { ...fixture(refs, n++), location: null, vin, ...data },
      context: NO_REVALIDATE,
    })
    vins[key] = vin
    return doc
  }
  const premium = [{ feature: 'Bluetooth' }, { feature: 'Premium Audio' }]
  await vehicle('rav4', { make: 'Toyota', model: 'RAV4', price: 18_000, mileage: 40_000, features: premium })
  const dropped = await vehicle('rav4Lower', { make: 'toyota', model: 'rav4', price: 28_000, mileage: 90_000 })
  // A price edit below the old price is what sets previousPrice (the vehicles hook).
  await payload.update({ collection: 'vehicles', id: dropped.id, data: { price: 26_000 }, context: NO_REVALIDATE })
  await vehicle('civic', { make: 'Honda', model: 'Civic', condition: 'certified', bodyStyle: sedans, price: 21_000, mileage: 12_000 })
  await vehicle('defender', { make: 'Land Rover', model: 'Defender', condition: 'new', price: 65_000, mileage: 10, year: 2025 })
  await vehicle('sold', { make: 'Ford', model: 'F-150', status: 'sold', price: 15_000 })
  await vehicle('reserve', { make: 'Mazda', model: 'CX-5', reserve: true, price: 17_000 })
  await payload.updateGlobal({
    slug: 'store-settings',
    data: { conditionsOffered: ['new', 'used', 'certified'], inventory: { itemsPerPage: 19, defaultSort: 'priceLow' } },
    context: NO_REVALIDATE,
  })
  index = await findFacetIndex(payload)
}, 300_000)

afterAll(async () => {
  await t?.cleanup()
})

const page = (criteria: Partial<SearchCriteria>, sort: SortOption = 'priceLow', pageNo = 1, perPage = 19) =>
  findInventoryPage(t.payload, { criteria: { ...ALL, ...criteria }, sort, page: pageNo, perPage }, index)

const vinsOf = (result: Awaited<ReturnType<typeof page>>) => result.vehicles.map((v) => v.slug?.slice(-17).toUpperCase())

describe('inventory data (Local API)', () => {
  it('reads the store settings the listing obeys', async () => {
    const settings = await findInventorySettings(t.payload)
    expect(settings.conditions).toEqual(['new', 'used', 'certified'])
    expect(settings.defaultSort).toBe('priceLow')
    expect(settings.itemsPerPage).toBe(19)
  })

  it('never returns sold or reserve vehicles, in the index, makes or pages', async () => {
    expect(index.size).toBe(4)
    expect(indexedMakeSlugs(index)).toEqual(['honda', 'land-rover', 'toyota'])
    const all = await page({})
    expect(all.totalDocs).toBe(4)
    expect(vinsOf(all)).not.toContain(vins.sold)
    expect(vinsOf(all)).not.toContain(vins.reserve)
    expect(await page({ makeModel: { make: 'ford', model: null } })).toMatchObject({ totalDocs: 0 })
  })

  it('filters by body style (relationship by value) and price', async () => {
    const suvsUnder20k = await page({ bodyStyle: 'suvs', price: { kind: 'under', amount: 20_000 } })
    expect(vinsOf(suvsUnder20k)).toEqual([vins.rav4])
    expect((await page({ bodyStyle: 'sedans' })).totalDocs).toBe(1)
    expect(vinsOf(await page({ price: { kind: 'over', amount: 30_000 } }))).toEqual([vins.defender])
  })

  it('matches make and model case-insensitively, hyphenated makes included', async () => {
    expect((await page({ makeModel: { make: 'toyota', model: 'rav4' } })).totalDocs).toBe(2)
    expect(vinsOf(await page({ makeModel: { make: 'land-rover', model: null } }))).toEqual([vins.defender])
    expect((await page({ makeModel: { make: 'toyota', model: 'supra' } })).totalDocs).toBe(0)
  })

  it('filters condition, mileage, great deals and a payment ceiling', async () => {
    expect((await page({ condition: 'used' })).totalDocs).toBe(2)
    expect((await page({ mileage: { min: null, max: 50_000 } })).totalDocs).toBe(3)
    expect(vinsOf(await page({ feature: 'price-drop' }))).toEqual([vins.rav4Lower])
    expect(vinsOf(await page({ feature: 'premium-upgrades' }))).toEqual([vins.rav4])
    expect((await page({ maxPrice: 21_000 })).totalDocs).toBe(2)
  })

  it('sorts by the sort table and pages by the per-page setting', async () => {
    expect(vinsOf(await page({}, 'priceHigh'))).toEqual([vins.defender, vins.rav4Lower, vins.civic, vins.rav4])
    expect(vinsOf(await page({}, 'mileage'))[0]).toBe(vins.defender)
    const second = await page({}, 'priceLow', 2, 3)
    expect(second).toMatchObject({ totalDocs: 4, totalPages: 2, page: 2 })
    expect(vinsOf(second)).toEqual([vins.defender])
  })

  it('reads body styles, price drops and premium upgrades into the index and the cards', async () => {
    const suvs = await page({ bodyStyle: 'suvs' }, 'priceLow')
    expect(suvs.vehicles.map((v) => v.premium)).toEqual([true, false, false])
    expect(suvs.vehicles[1]).toMatchObject({ price: 26_000, previousPrice: 28_000 })
    // Cards carry what the card shows, the preview image populated.
    expect(Object.keys(suvs.vehicles[0])).toEqual(expect.arrayContaining(['slug', 'price', 'mileage', 'previewImage']))
  })

  it('takes the cards it already read from `known` and reads only the others', async () => {
    const known = new Map<string, VehicleCardData>()
    const first = await findInventoryPage(t.payload, { criteria: ALL, sort: 'priceLow', page: 1, perPage: 2 }, index, known)
    expect([...known.keys()].sort()).toEqual(first.vehicles.map((v) => v.id).sort())
    // A known card is shown as it was read (the caller drops the set when a vehicle or media tag expires).
    const cheapest = first.vehicles[0]
    if (!cheapest) throw new Error('no vehicle listed')
    known.set(cheapest.id, { ...cheapest, price: 1 })
    const all = await page({})
    const again = await findInventoryPage(t.payload, { criteria: ALL, sort: 'priceLow', page: 1, perPage: 19 }, index, known)
    expect(again.vehicles.map((v) => v.id)).toEqual(all.vehicles.map((v) => v.id))
    expect(again.vehicles.map((v) => v.price)).toEqual([1, ...all.vehicles.slice(1).map((v) => v.price)])
    expect(again.vehicles.map((v) => v.premium)).toEqual(all.vehicles.map((v) => v.premium))
    expect(known.size).toBe(all.vehicles.length)
  })

  it('reads the index in chunks without losing or repeating a vehicle', async () => {
    for (const chunkSize of [1, 2, 3, 4, 5]) expect(await findFacetIndex(t.payload, chunkSize)).toEqual(index)
  })

  it('flags premium upgrades in the index exactly as hasPremiumFeature reads the features', async () => {
    const { docs } = await t.payload.find({ collection: 'vehicles', pagination: false, depth: 0, select: { features: true } })
    const premiumIds = docs.filter((doc) => hasPremiumFeature((doc.features ?? []).map((row) => row.feature))).map((doc) => String(doc.id))
    const indexed = Array.from({ length: index.size }, (_, row) => idAt(index, row))
    const flagged = indexed.filter((_, row) => (index.flags[row] & PREMIUM) !== 0)
    expect(flagged).toEqual(indexed.filter((id) => premiumIds.includes(id)))
    expect(flagged).toHaveLength(1)
  })

  it('leaves out a vehicle sold after the index was built', async () => {
    const stale = await findFacetIndex(t.payload)
    const { docs } = await t.payload.find({ collection: 'vehicles', where: { vin: { equals: vins.civic } }, limit: 1 })
    const civic = docs[0]
    if (!civic) throw new Error('no civic')
    await t.payload.update({ collection: 'vehicles', id: civic.id, data: { status: 'sold' }, context: NO_REVALIDATE })
    try {
      const result = await findInventoryPage(t.payload, { criteria: ALL, sort: 'priceLow', page: 1, perPage: 19 }, stale)
      expect(result.vehicles.map((v) => v.slug?.slice(-17).toUpperCase())).not.toContain(vins.civic)
    } finally {
      await t.payload.update({ collection: 'vehicles', id: civic.id, data: { status: 'available' }, context: NO_REVALIDATE })
    }
  })

  it('counts facets that agree with the filtered queries', async () => {
    const { facets } = await page({ bodyStyle: 'suvs' })
    expect(facets.total).toBe(3)
    expect(facets.bodyStyles.filter((b) => b.count > 0)).toEqual([
      { value: 'suvs', count: 3 },
      { value: 'sedans', count: 1 },
    ])
    expect(facets.makes.map((m) => [m.slug, m.count])).toEqual([
      ['land-rover', 1],
      ['toyota', 2],
    ])
    expect(facets.conditions).toEqual([
      { value: 'new', count: 1 },
      { value: 'used', count: 2 },
      { value: 'certified', count: 0 },
    ])
    for (const band of facets.priceBands) {
      expect((await page({ bodyStyle: 'suvs', price: band.band })).totalDocs).toBe(band.count)
    }
  })

  it('shows inventory FAQs, falling back to the auto-financing ones', async () => {
    const faq = (question: string, placement: ('inventory' | 'auto-financing')[]) =>
      t.payload.create({
        collection: 'faqs',
        data: { question, answers: [{ paragraph: 'Yes.' }], placement },
        context: NO_REVALIDATE,
      })
    await faq('Can I finance with bad credit?', ['auto-financing'])
    expect((await findInventoryFaqs(t.payload)).map((f) => f.question)).toEqual(['Can I finance with bad credit?'])
    await faq('Are prices negotiable?', ['inventory'])
    expect((await findInventoryFaqs(t.payload)).map((f) => f.question)).toEqual(['Are prices negotiable?'])
  })
})
