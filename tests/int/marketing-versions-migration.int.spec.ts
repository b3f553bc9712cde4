import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBefore } from '../helpers/migrations'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * A site on the release before drafts: its promotions, special offers, popups and home page must stay on the
 * site after the drafts migration, published, with every text in both languages and every child row (tags,
 * sections) kept, although the migration rebuilds their tables.
 */
const DRAFTS = '20261128_185353_marketing_versions'
const ids = { promo: randomUUID(), offer: randomUUID(), popup: randomUUID(), home: randomUUID() }
const DAY_MS = 86_400_000

let t: TestPayload
let oldDir: string
type Readers = typeof import('@/lib/data/promotions') &
  typeof import('@/lib/data/popups') &
  typeof import('@/lib/data/content-page-queries') &
  typeof import('@/lib/data/home-page')
let readers: Readers

async function databaseBeforeDrafts(file: string): Promise<void> {
  const { client, applied } = await databaseBefore(file, DRAFTS)
  expect(applied).toBeGreaterThan(20)
  const start = new Date(Date.now() - 3 * DAY_MS).toISOString()
  const end = new Date(Date.now() + 30 * DAY_MS).toISOString()
  await client.batch([
    {
      sql: "INSERT INTO promotions (id, name, position, start_date, end_date, sort_order) VALUES (?, 'kept-promo', 'promotions-carousel', ?, ?, 1)",
      args: [ids.promo, start, end],
    },
    { sql: "INSERT INTO promotions_locales (title, _locale, _parent_id) VALUES ('Spring savings', 'en', ?)", args: [ids.promo] },
    { sql: "INSERT INTO promotions_locales (title, _locale, _parent_id) VALUES ('Ahorros de primavera', 'es', ?)", args: [ids.promo] },
    { sql: "INSERT INTO promotions_tags (_order, _parent_id, id, tag) VALUES (1, ?, 'tag-1', 'finance')", args: [ids.promo] },
    { sql: "INSERT INTO special_offers (id, type) VALUES (?, 'service')", args: [ids.offer] },
    { sql: "INSERT INTO special_offers_locales (title, _locale, _parent_id) VALUES ('Oil change $29', 'en', ?)", args: [ids.offer] },
    {
      sql: "INSERT INTO popups (id, name, key, enabled, content_type) VALUES (?, 'Offer', 'kept-popup', 1, 'html')",
      args: [ids.popup],
    },
    {
      sql: "INSERT INTO popups_locales (content_title, content_html, _locale, _parent_id) VALUES ('Save now', '<p>Save</p>', 'en', ?)",
      args: [ids.popup],
    },
    { sql: 'INSERT INTO home_page (id) VALUES (?)', args: [ids.home] },
    {
      sql: "INSERT INTO home_page_blocks_hero (_order, _parent_id, _path, id) VALUES (1, ?, 'layout', 'hero-1')",
      args: [ids.home],
    },
    { sql: "INSERT INTO home_page_blocks_hero_locales (heading, _locale, _parent_id) VALUES ('Used cars for sale', 'en', 'hero-1')", args: [] },
  ])
  client.close()
}

beforeAll(async () => {
  oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-versions-migration-'))
  const file = path.join(oldDir, 'old.db')
  await databaseBeforeDrafts(file)
  // Payload's start-up migrates the old database (src/lib/config/on-init.ts): only the drafts migration is left.
  t = await createTestPayload('versions-migration', { DATABASE_URI: `file:${file}`, JOBS_AUTORUN: 'false' })
  readers = {
    ...(await import('@/lib/data/promotions')),
    ...(await import('@/lib/data/popups')),
    ...(await import('@/lib/data/content-page-queries')),
    ...(await import('@/lib/data/home-page')),
  }
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(oldDir, { recursive: true, force: true })
})

describe('the drafts migration', () => {
  it('keeps every promotion published with its texts in both languages and its tags', async () => {
    const english = (await readers.findActivePromotions(t.payload, new Date(), 'en')).promotions
    const spanish = (await readers.findActivePromotions(t.payload, new Date(), 'es')).promotions
    expect(english.map(({ name, title, tags }) => ({ name, title, tags: tags?.map(({ tag }) => tag) }))).toEqual([
      { name: 'kept-promo', title: 'Spring savings', tags: ['finance'] },
    ])
    expect(spanish.map((promotion) => promotion.title)).toEqual(['Ahorros de primavera'])
    const stored = await t.payload.findByID({ collection: 'promotions', id: ids.promo })
    expect(stored._status).toBe('published')
  })

  it('keeps special offers, popups and the home page published with their texts and sections', async () => {
    const offers = await readers.findActiveOffers(t.payload, 'service', new Date())
    expect(offers.offers.map((offer) => offer.title)).toEqual(['Oil change $29'])
    const popups = await readers.findEnabledPopups(t.payload)
    expect(popups.map((popup) => [popup.key, popup.content.title, popup.content.html])).toEqual([
      ['kept-popup', 'Save now', '<p>Save</p>'],
    ])
    const home = await readers.findHomePage(t.payload)
    expect(home.layout.map((block) => [block.blockType, 'heading' in block ? block.heading : null])).toEqual([
      ['hero', 'Used cars for sale'],
    ])
  })
})
