import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { specialFilterHref } from '@/blocks/SpecialFilters/filter-href'
import { selectPromotions } from '@/lib/promotions/select'

import { HOME_BLOCK_ORDER, HOME_PAGE } from '../../seed/data/home-page'
import { PROMOTIONS } from '../../seed/data/promotions'
import { REVIEWS } from '../../seed/data/reviews'
import type { SeedContext } from '../../seed/lib/context'
import { upsertMany } from '../../seed/lib/upsert'
import { seedHomePage } from '../../seed/steps/home-page'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

// The readers import the Payload config (through getPayloadClient), which reads DATABASE_URI when first imported:
// they are loaded after createTestPayload has pointed it at the throwaway database.
type Readers = typeof import('@/lib/data/home-page') &
  typeof import('@/lib/data/promotions') &
  typeof import('@/lib/data/reviews')
let findHomePage: Readers['findHomePage']
let findActivePromotions: Readers['findActivePromotions']
let findReviews: Readers['findReviews']
let t: TestPayload
let rest: RestClient
let ctx: SeedContext
const PASSWORD = 'home-page-test-password-1'

beforeAll(async () => {
  t = await createTestPayload('home-page')
  ;({ findHomePage } = await import('@/lib/data/home-page'))
  ;({ findActivePromotions } = await import('@/lib/data/promotions'))
  ;({ findReviews } = await import('@/lib/data/reviews'))
  const { payload } = t
  rest = restClient(t.config)
  ctx = { payload, stats: new Map() }
  // The seed's own fixtures, without their generated pictures.
  await upsertMany(
    ctx,
    'reviews',
    'reviewerName',
    REVIEWS.map(({ slug: _slug, ...data }) => ({ key: data.reviewerName, data })),
  )
  await upsertMany(
    ctx,
    'promotions',
    'name',
    PROMOTIONS.map(({ art: _art, ...data }) => ({ key: data.name, data: { ...data, _status: 'published' as const } })),
  )
  await payload.updateGlobal({
    slug: 'store-settings',
    data: { ratings: { googleRating: 4.5, googleCount: 2400 }, timezone: 'America/Chicago' },
    context: NO_REVALIDATE,
  })
  await seedHomePage(ctx)
  for (const role of ['admin', 'marketing', 'sales'] as const) {
    await payload.create({
      collection: 'users',
      data: { email: `${role}@home.test`, password: PASSWORD, role, name: `Test ${role}` },
      context: NO_REVALIDATE,
    })
  }
})

afterAll(async () => {
  await t?.cleanup()
})

describe('home-page reader', () => {
  it('returns the seeded sections in the SPEC order with their content', async () => {
    const { layout, meta } = await findHomePage(t.payload)
    expect(layout.map((block) => block.blockType)).toEqual([...HOME_BLOCK_ORDER])
    expect(meta.title).toBe(HOME_PAGE.meta?.title)
    const tabs = layout.find((block) => block.blockType === 'departmentTabs')
    expect(tabs?.blockType === 'departmentTabs' && tabs.tabs.map((tab) => tab.label)).toEqual([
      'Finance',
      'Shop',
      'Sell or Trade',
      'Service',
    ])
    const reviews = layout.find((block) => block.blockType === 'reviews')
    expect(reviews?.blockType === 'reviews' && reviews.categories).toEqual(['Finance'])
  })

  it('seeds idempotently: a second run changes nothing', async () => {
    const before = ctx.stats.get('home-page')
    expect(before).toMatchObject({ updated: 1 })
    await seedHomePage(ctx)
    expect(ctx.stats.get('home-page')).toMatchObject({ updated: 1, unchanged: 1 })
  })

  it('lets marketing reorder the sections and nobody else', async () => {
    const { layout } = await findHomePage(t.payload)
    const swapped = [layout[1], layout[0], ...layout.slice(2)]
    const sales = await rest.login('sales@home.test', PASSWORD)
    expect((await rest.call('POST', '/globals/home-page', { body: { layout: swapped } })).status).toBe(403)
    expect((await rest.call('POST', '/globals/home-page', { token: sales, body: { layout: swapped } })).status).toBe(
      403,
    )
    const marketing = await rest.login('marketing@home.test', PASSWORD)
    const saved = await rest.call('POST', '/globals/home-page', { token: marketing, body: { layout: swapped } })
    expect(saved.status).toBe(200)
    const after = await findHomePage(t.payload)
    expect(after.layout.slice(0, 2).map((block) => block.blockType)).toEqual(['quickActions', 'hero'])
    await rest.call('POST', '/globals/home-page', { token: marketing, body: { layout } })
    expect((await findHomePage(t.payload)).layout.map((block) => block.blockType)).toEqual([...HOME_BLOCK_ORDER])
  })
})

describe('reviews reader', () => {
  it('picks nine Finance reviews for the home block, with the rating and count from store settings', async () => {
    const { reviews, rating, count } = await findReviews(t.payload, ['Finance'])
    expect(reviews).toHaveLength(9)
    for (const review of reviews) expect(review.categories).toContain('Finance')
    expect(rating).toBe(4.5)
    expect(count).toBe(2400)
    expect(new Set(reviews.map((review) => review.platform))).toEqual(new Set(['google', 'facebook']))
  })

  it('mixes Sale and Finance for the sell page, each review once', async () => {
    const { reviews } = await findReviews(t.payload, ['Sale', 'Finance'])
    expect(reviews).toHaveLength(9)
    expect(new Set(reviews.map((review) => review.id)).size).toBe(9)
    for (const review of reviews) expect(review.categories?.some((c) => c === 'Sale' || c === 'Finance')).toBe(true)
    expect(reviews.filter((review) => review.categories?.includes('Sale')).length).toBeGreaterThanOrEqual(4)
    expect(reviews.filter((review) => !review.categories?.includes('Sale')).length).toBeGreaterThanOrEqual(4)
  })
})

describe('active promotions reader', () => {
  it('hides the expired promotion and keeps the sort order', async () => {
    const { promotions } = await findActivePromotions(t.payload, new Date('2026-11-25T12:00:00.000Z'))
    expect(promotions.map((promotion) => promotion.name)).toEqual([
      'pre-approval-hero',
      'lifetime-engine-warranty',
      'trade-in-same-day',
      'price-drops-grid',
      'under-20k-grid',
    ])
    const hero = selectPromotions(promotions, { position: 'promotions-carousel', tags: ['pre-approval', 'warranty'] })
    expect(hero.map((promotion) => promotion.name)).toEqual(['pre-approval-hero', 'lifetime-engine-warranty'])
  })

  it('shows a promotion only inside its window, read in the store time zone', async () => {
    const created = await t.payload.create({
      collection: 'promotions',
      data: {
        name: 'one-day-sale',
        position: 'grid-item',
        startDate: '2026-12-05',
        endDate: '2026-12-05',
        _status: 'published',
      },
      context: NO_REVALIDATE,
    })
    // Payload stores a date without a time as midnight UTC; it still means the store's calendar day.
    expect(created.endDate).toBe('2026-12-05T00:00:00.000Z')
    const names = async (at: string) =>
      (await findActivePromotions(t.payload, new Date(at))).promotions.map((promotion) => promotion.name)
    expect(await names('2026-12-05T05:59:59.000Z')).not.toContain('one-day-sale')
    // 11 pm in Rockford on the sale day: already the next day in UTC.
    expect(await names('2026-12-06T05:00:00.000Z')).toContain('one-day-sale')
    expect(await names('2026-12-06T06:00:00.000Z')).not.toContain('one-day-sale')
    const { nextChangeMs } = await findActivePromotions(t.payload, new Date('2026-12-05T05:00:00.000Z'))
    expect(nextChangeMs).toBe(60 * 60 * 1000)
    await t.payload.delete({ collection: 'promotions', id: created.id, context: NO_REVALIDATE })
  })

  it('hides promotions edited to end in the past', async () => {
    const { docs } = await t.payload.find({ collection: 'promotions', where: { name: { equals: 'under-20k-grid' } } })
    const promo = docs[0]
    await t.payload.update({
      collection: 'promotions',
      id: promo.id,
      data: { endDate: '2026-01-31T00:00:00.000Z' },
      context: NO_REVALIDATE,
    })
    const { promotions } = await findActivePromotions(t.payload, new Date('2026-11-25T12:00:00.000Z'))
    expect(promotions.map((promotion) => promotion.name)).not.toContain('under-20k-grid')
    await t.payload.update({
      collection: 'promotions',
      id: promo.id,
      data: { endDate: promo.endDate },
      context: NO_REVALIDATE,
    })
  })
})

describe('special filter links', () => {
  it('are the SPEC filter paths, written by the inventory grammar', () => {
    expect(specialFilterHref('price-drop')).toBe('/used-cars-for-sale/great_deals/price_drop')
    expect(specialFilterHref('premium-upgrades')).toBe('/used-cars-for-sale/great_deals/premium_upgrades')
    expect(specialFilterHref('under-20000')).toBe('/used-cars-for-sale/price-under-20000')
    expect(specialFilterHref('low-mileage')).toBe('/used-cars-for-sale?mileage=null,85000')
  })
})
