import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBefore } from '../helpers/migrations'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

const GUIDE_LOCALIZATION = '20261127_050016_body_style_guide_localization'
const ids = { suvs: randomUUID(), sedans: randomUUID() }
const SUV_GUIDE = 'SUVs combine cargo room and a high seating position.'
const HOME_SEO = { title: 'Used cars for sale | Test Motors', description: 'Inspected used cars in Rockford.' }

let findActiveBodyStyles: typeof import('@/lib/data/body-style-queries').findActiveBodyStyles
let findHomePage: typeof import('@/lib/data/home-page').findHomePage
let t: TestPayload
let oldDir: string

/**
 * A database as the previous release has it: every migration before this one, guides and the home page's SEO
 * texts in their old columns (the home page's migration comes after the guides' and runs at start-up too).
 */
async function databaseBeforeGuideLocalization(file: string): Promise<void> {
  const { client, applied } = await databaseBefore(file, GUIDE_LOCALIZATION)
  expect(applied).toBeGreaterThan(5)
  await client.batch([
    {
      sql: `INSERT INTO body_styles (id, name, value, buying_guide, active, sort_order) VALUES (?, 'SUVs', 'suvs', ?, 1, 1)`,
      args: [ids.suvs, SUV_GUIDE],
    },
    // A style without a guide stays without one in both languages.
    { sql: `INSERT INTO body_styles (id, name, value, active, sort_order) VALUES (?, 'Sedans', 'sedans', 1, 2)`, args: [ids.sedans] },
    {
      sql: `INSERT INTO home_page (id, meta_title, meta_description) VALUES (?, ?, ?)`,
      args: [randomUUID(), HOME_SEO.title, HOME_SEO.description],
    },
  ])
  client.close()
}

beforeAll(async () => {
  oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-i18n-body-styles-'))
  const file = path.join(oldDir, 'old.db')
  await databaseBeforeGuideLocalization(file)
  // Payload's start-up runs the pending migration (src/lib/config/on-init.ts).
  t = await createTestPayload('i18n-body-styles', { DATABASE_URI: `file:${file}` })
  ;({ findActiveBodyStyles } = await import('@/lib/data/body-style-queries'))
  ;({ findHomePage } = await import('@/lib/data/home-page'))
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(oldDir, { recursive: true, force: true })
})

describe('the body-style guide localization migration and reader', () => {
  it('keeps every stored guide as its English text, and Spanish reads fall back to it', async () => {
    const english = await findActiveBodyStyles(t.payload, { buyingGuide: true, locale: 'en' })
    expect(english.map((b) => [b.value, b.buyingGuide ?? null])).toEqual([
      ['suvs', SUV_GUIDE],
      ['sedans', null],
    ])
    const spanish = await findActiveBodyStyles(t.payload, { buyingGuide: true, locale: 'es' })
    expect(spanish.map((b) => b.buyingGuide ?? null)).toEqual([SUV_GUIDE, null])
  })

  it('reads the Spanish guide on the Spanish page and leaves English untouched', async () => {
    const guide = 'Las SUV combinan espacio de carga y una posición de manejo alta.'
    await t.payload.update({ collection: 'body-styles', id: ids.suvs, locale: 'es', data: { buyingGuide: guide }, context: NO_REVALIDATE })
    expect((await findActiveBodyStyles(t.payload, { buyingGuide: true, locale: 'es' }))[0].buyingGuide).toBe(guide)
    expect((await findActiveBodyStyles(t.payload, { buyingGuide: true }))[0].buyingGuide).toBe(SUV_GUIDE)
    // The tiles never carry the guide text.
    expect((await findActiveBodyStyles(t.payload, { buyingGuide: false, locale: 'es' }))[0]).not.toHaveProperty('buyingGuide')
  })
})

describe('the home page SEO localization migration and reader', () => {
  it('keeps the stored title and description as English; Spanish reads them until translated, then its own', async () => {
    expect((await findHomePage(t.payload, 'en')).meta).toMatchObject(HOME_SEO)
    expect((await findHomePage(t.payload, 'es')).meta).toMatchObject(HOME_SEO)
    const spanish = { title: 'Autos usados | Test Motors', description: 'Autos usados inspeccionados en Rockford.' }
    await t.payload.updateGlobal({ slug: 'home-page', locale: 'es', data: { meta: spanish }, context: NO_REVALIDATE })
    expect((await findHomePage(t.payload, 'es')).meta).toMatchObject(spanish)
    expect((await findHomePage(t.payload, 'en')).meta).toMatchObject(HOME_SEO)
  })
})
