import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  REDIRECT_POPULATE,
  matchRedirect,
  normalizeRedirectPath,
  redirectLocation,
  toRedirectRules,
} from '@/lib/redirects/rules'
import type { User } from '@/payload-types'
import { config as proxyConfig } from '@/proxy'

import { createFixture, createRefs, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

let t: TestPayload
let refs: Refs
const users: Partial<Record<'marketing' | 'sales', User>> = {}

beforeAll(async () => {
  t = await createTestPayload('redirects')
  refs = await createRefs(t.payload)
  for (const role of ['marketing', 'sales'] as const) {
    users[role] = await t.payload.create({
      collection: 'users',
      data: { email: `${role}@redirects.test`, password: 'redirects-test-password', role, name: role },
      context: NO_REVALIDATE,
    })
  }
})

afterAll(async () => {
  await t?.cleanup()
})

// Reads as the proxy's data module does: as a visitor, with the reference fields the target path needs.
async function visitorRules(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 1,
    overrideAccess: false,
    pagination: false,
    sort: 'createdAt',
    populate: REDIRECT_POPULATE,
  })
  return toRedirectRules(docs)
}

describe('redirects collection (plugin-redirects 3.90.1)', () => {
  it('lets marketing create, update and delete; refuses sales and visitors', async () => {
    const as = (user: User | undefined) => ({ user, overrideAccess: false, context: NO_REVALIDATE })
    const created = await t.payload.create({
      collection: 'redirects',
      data: { from: '/spring-sale', to: { type: 'custom', url: '/cars-for-sale/price-under-20000' }, type: '302' },
      ...as(users.marketing),
    })
    expect(created.type).toBe('302')
    const updated = await t.payload.update({
      collection: 'redirects',
      id: created.id,
      data: { type: '308' },
      ...as(users.marketing),
    })
    expect(updated.type).toBe('308')
    await expect(
      t.payload.create({
        collection: 'redirects',
        data: { from: '/x', to: { type: 'custom', url: '/' }, type: '301' },
        ...as(users.sales),
      }),
    ).rejects.toThrow()
    await expect(
      t.payload.update({ collection: 'redirects', id: created.id, data: { type: '301' }, ...as(undefined) }),
    ).rejects.toThrow()
    await t.payload.delete({ collection: 'redirects', id: created.id, ...as(users.marketing) })
    expect((await t.payload.find({ collection: 'redirects', overrideAccess: false })).totalDocs).toBe(0)
  })

  it('offers exactly the 301, 302, 307 and 308 types', () => {
    const collection = t.payload.collections.redirects.config
    const type = collection.fields.find((field) => 'name' in field && field.name === 'type')
    expect(type && 'options' in type ? type.options.map((o) => (typeof o === 'string' ? o : o.value)) : []).toEqual([
      '301',
      '302',
      '307',
      '308',
    ])
  })

  it('refuses a second redirect from the same path', async () => {
    const data = { from: '/duplicate', to: { type: 'custom' as const, url: '/' }, type: '301' as const }
    await t.payload.create({ collection: 'redirects', data, context: NO_REVALIDATE })
    await expect(t.payload.create({ collection: 'redirects', data, context: NO_REVALIDATE })).rejects.toThrow()
  })
})

describe('lookup: documents → rules → match', () => {
  it('resolves vehicle, article and custom targets as a visitor sees them', async () => {
    const article = await createFixture(t.payload, 'articles', refs)
    const sold = await createFixture(t.payload, 'vehicles', refs, { status: 'sold' })
    const create = (from: string, to: Record<string, unknown>, type: '301' | '307' = '301') =>
      t.payload.create({ collection: 'redirects', data: { from, to, type }, context: NO_REVALIDATE })
    await create('/Old-Honda/', { type: 'reference', reference: { relationTo: 'vehicles', value: refs.vehicle } })
    await create('/sticker-guide', { type: 'reference', reference: { relationTo: 'articles', value: article } }, '307')
    await create('https://old.example/promo?x=1', { type: 'custom', url: 'https://partner.example/promo' })
    await create('/sold-car', { type: 'reference', reference: { relationTo: 'vehicles', value: sold } })

    const rules = await visitorRules(t.payload)
    const vehicle = await t.payload.findByID({ collection: 'vehicles', id: refs.vehicle, depth: 0 })
    expect(matchRedirect(rules, '/old-honda')).toMatchObject({
      to: `/used-cars-for-sale/${vehicle.slug}`,
      status: 301,
    })
    expect(matchRedirect(rules, '/sticker-guide/')?.to).toMatch(/^\/car-research\/window-sticker-\d+$/)
    expect(matchRedirect(rules, '/sticker-guide')?.status).toBe(307)
    const promo = matchRedirect(rules, '/PROMO')
    expect(promo?.to).toBe('https://partner.example/promo')
    // A sold vehicle is hidden from visitors, so its redirect is dropped rather than sending them to a 404.
    expect(matchRedirect(rules, '/sold-car')).toBeNull()
    expect(matchRedirect(rules, '/nothing-here')).toBeNull()
  })

  it('keeps the query string and refuses self-redirects', () => {
    const rule = { from: '/a', to: '/b', status: 301 as const }
    expect(redirectLocation(rule, '?utm_source=mail')).toBe('/b?utm_source=mail')
    expect(redirectLocation({ ...rule, to: '/b?c=1' }, '?utm_source=mail')).toBe('/b?c=1')
    expect(matchRedirect([{ from: '/a', to: '/A/', status: 301 }], '/a')).toBeNull()
    expect(normalizeRedirectPath('spring-sale/')).toBe('/spring-sale')
    expect(normalizeRedirectPath('/')).toBeNull()
  })
})

describe('proxy matcher', () => {
  // Next compiles the matcher with path-to-regexp; this pattern is a plain group, so it reads as a regex too.
  const matches = (path: string) => proxyConfig.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path))

  it('runs on the legacy prefixes, the listing and vehicle routes and other page paths', () => {
    for (const path of [
      // The home page too: campaigns land there with utm_* / gclid, which the proxy stores as adsValues.
      '/',
      '/used-vehicle/2019/x/2T3W1RFV8KW012345',
      '/search-vehicles',
      '/search-vehicles/used-inventory',
      '/spring-sale',
      '/old-page.html',
      '/cars-for-sale',
      '/used-cars-for-sale/suvs',
      '/new-cars-for-sale/2024-x-2T3W1RFV8KW012345',
    ]) {
      expect(matches(path), path).toBe(true)
    }
  })

  it('never runs on the API, the admin, its own endpoints or static files', () => {
    const skipped = ['/api/vehicles', '/api', '/api/forms/contact', '/admin', '/admin/collections/redirects']
    skipped.push('/_next/static/chunks/a.js')
    skipped.push('/redirect-rules', '/vehicle-status/2T3W1RFV8KW012345')
    skipped.push('/sitemap.xml', '/robots.txt', '/icon.svg', '/media/photo.webp')
    for (const path of skipped) expect(matches(path), path).toBe(false)
  })
})
