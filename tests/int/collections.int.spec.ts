import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createFixtureDoc, createRefs, FIXTURE_SLUGS, pngFile, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

let t: TestPayload
let refs: Refs

beforeAll(async () => {
  t = await createTestPayload('collections')
  refs = await createRefs(t.payload)
})

afterAll(async () => {
  await t?.cleanup()
})

describe('every collection of the contract exists', () => {
  it('lists the contract slugs', () => {
    const slugs = t.payload.config.collections.map((collection) => collection.slug)
    expect(slugs).toEqual(expect.arrayContaining(['users', 'media', ...FIXTURE_SLUGS]))
  })

  it('lists the contract globals', () => {
    const slugs = t.payload.config.globals.map((global) => global.slug)
    expect(slugs).toEqual(expect.arrayContaining(['store-settings', 'cookie-consent', 'page-toggles', 'navigation']))
  })
})

describe.each(FIXTURE_SLUGS)('%s', (slug: CollectionSlug) => {
  it('creates a document and reads it back through the Local API', async () => {
    const { id, data: written } = await createFixtureDoc(t.payload, slug, refs)
    const doc = await t.payload.findByID({ collection: slug, id, depth: 0 })
    expect(String(doc.id)).toBe(id)
    // Text fields come back as written; slugs and VINs are reshaped by hooks, dates are normalised.
    const referenceIds = new Set(Object.values(refs))
    for (const [field, value] of Object.entries(written)) {
      if (field === 'slug' || field === 'vin' || /Date$|At$/.test(field)) continue
      if (typeof value === 'string' && !referenceIds.has(value)) expect(doc).toHaveProperty(field, value)
    }
  })
})

describe('users and media', () => {
  it('creates a user of each role', async () => {
    for (const role of ['admin', 'manager', 'marketing', 'sales'] as const) {
      const user = await t.payload.create({
        collection: 'users',
        data: { email: `${role}@collections.test`, password: 'collections-password', role },
        context: NO_REVALIDATE,
      })
      const read = await t.payload.findByID({ collection: 'users', id: user.id })
      expect(read.role).toBe(role)
    }
  })

  it('stores an upload with its generated sizes and alt text', async () => {
    const media = await t.payload.findByID({ collection: 'media', id: refs.media })
    expect(media.alt).toBe('A red test square')
    expect(media.mimeType).toBe('image/png')
    expect(media.sizes?.thumbnail?.filename).toMatch(/\.png$/)
  })

  it('refuses an upload without alt text', async () => {
    const file = await pngFile('no-alt.png')
    await expect(t.payload.create({ collection: 'media', data: { alt: '' }, file })).rejects.toThrow(/alt/i)
  })
})
