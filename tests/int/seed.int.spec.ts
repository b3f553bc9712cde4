import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROLES } from '@/access/roles'
import { builtinValuationProvider } from '@/lib/trade-in/valuation-provider'
import { isValidVin } from '@/lib/vin/check-digit'

// seed/ has no path alias; the seed is what this file tests.
import { runSeed, type SeedSummary } from '../../seed'
import { createTestPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
let first: SeedSummary
let second: SeedSummary
const countsAfter: Array<Record<string, number>> = []

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of t.payload.config.collections) {
    const slug = collection.slug as CollectionSlug
    if (slug.startsWith('payload-')) continue
    counts[slug] = (await t.payload.count({ collection: slug })).totalDocs
  }
  return counts
}

beforeAll(async () => {
  t = await createTestPayload('seed')
  first = await runSeed(t.payload)
  countsAfter.push(await countAll())
  second = await runSeed(t.payload)
  countsAfter.push(await countAll())
}, 900_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('seed', () => {
  it('is idempotent: a second run creates and changes nothing', () => {
    expect(first.created).toBeGreaterThan(300)
    expect(second.created).toBe(0)
    expect(second.updated).toBe(0)
    expect(countsAfter[1]).toEqual(countsAfter[0])
  })

  it('seeds at least 300 vehicles, every VIN with a valid check digit', async () => {
    const { docs } = await t.payload.find({ collection: 'vehicles', limit: 0, pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(300)
    const invalid = docs.map((vehicle) => vehicle.vin).filter((vin) => !isValidVin(vin))
    expect(invalid).toEqual([])
    expect(new Set(docs.map((vehicle) => vehicle.vin)).size).toBe(docs.length)
  })

  it('varies the inventory: every body style and condition, price drops and reserve vehicles', async () => {
    const { docs } = await t.payload.find({ collection: 'vehicles', pagination: false, depth: 1 })
    const bodyStyles = new Set(
      docs.map((vehicle) => (typeof vehicle.bodyStyle === 'object' ? vehicle.bodyStyle?.value : undefined)),
    )
    expect([...bodyStyles].sort()).toEqual(
      ['commercial', 'convertibles', 'coupes', 'hatchbacks', 'minivans', 'sedans', 'suvs', 'trucks', 'wagons'],
    )
    expect(new Set(docs.map((vehicle) => vehicle.condition))).toEqual(new Set(['new', 'used', 'certified']))
    expect(docs.some((vehicle) => (vehicle.previousPrice ?? 0) > vehicle.price)).toBe(true)
    expect(docs.some((vehicle) => vehicle.reserve)).toBe(true)
  })

  it('seeds the four locations with Rockford current, and a dev user per role', async () => {
    const { docs: locations } = await t.payload.find({ collection: 'locations', pagination: false })
    expect(locations.map((location) => location.city).sort()).toEqual(['Elkhart', 'Fort Wayne', 'Moline', 'Rockford'])
    expect(locations.filter((location) => location.currentLocation).map((location) => location.city)).toEqual([
      'Rockford',
    ])
    const { docs: users } = await t.payload.find({ collection: 'users', pagination: false })
    expect(new Set(users.map((user) => user.role))).toEqual(new Set(ROLES))
  })

  it('fills the store settings and the navigation', async () => {
    const settings = await t.payload.findGlobal({ slug: 'store-settings' })
    expect(settings.fees?.documentaryFee).toBe(358.03)
    expect(settings.inventory?.itemsPerPage).toBe(19)
    const navigation = await t.payload.findGlobal({ slug: 'navigation' })
    expect(navigation.header?.length).toBeGreaterThan(0)
    expect(navigation.footer?.length).toBeGreaterThan(0)
  })

  it('gives the built-in trade-in valuation comparables from the seeded inventory', async () => {
    // The commonest make and model of the seeded stock, valued at its own median year.
    const select = { make: true, model: true, year: true } as const
    const { docs } = await t.payload.find({ collection: 'vehicles', depth: 0, pagination: false, select })
    const counts = new Map<string, { make: string; model: string; years: number[] }>()
    for (const doc of docs) {
      const key = `${doc.make} ${doc.model}`
      const entry = counts.get(key) ?? { make: doc.make, model: doc.model, years: [] }
      entry.years.push(doc.year)
      counts.set(key, entry)
    }
    const common = [...counts.values()].sort((a, b) => b.years.length - a.years.length)[0]
    const year = common.years.sort((a, b) => a - b)[Math.floor(common.years.length / 2)]
    const subject = { make: common.make, model: common.model, year, mileage: 40_000 }
    const valuation = await builtinValuationProvider(t.payload).value({ ...subject, answers: { 'overall-condition': 'good' } })
    expect(valuation.method).toBe('comparables')
    expect(valuation.comparables).toBeGreaterThan(0)
    expect(valuation.prices.adjusted_whole_avg).toBeLessThan(valuation.prices.adjusted_retail_avg)
    expect(valuation.prices.adjusted_whole_rough).toBeLessThan(valuation.prices.adjusted_whole_avg)
    expect(valuation.explanation.join(' ')).toContain(`${common.make} ${common.model}`)
  })
})
