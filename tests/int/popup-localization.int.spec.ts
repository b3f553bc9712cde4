import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONSENT_TEXTS } from '@/lib/consent/texts'
import { sanitizeStaffHtml } from '@/lib/html/sanitize'

import { POPUPS } from '../../seed/data/popups'
import { SPANISH_POPUPS } from '../../seed/data/spanish-popups'
import type { SeedContext } from '../../seed/lib/context'
import { upsertMany } from '../../seed/lib/upsert'
import { seedSpanish } from '../../seed/steps/spanish'
import { databaseBefore } from '../helpers/migrations'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient } from '../helpers/rest'
import { executableParts, XSS_PAYLOADS } from '../helpers/xss-payloads'

const SANITIZE = '20261125_070600_sanitize_popup_html'
const DIRTY = '<p>Old</p><img src=x onerror="alert(1)"><script>alert(2)</script>'
const CLEAN = '<p>Fine <strong>as is</strong></p>'
const CLEAN_UPDATED_AT = '2026-01-02T03:04:05.000Z'
const ids = { dirty: randomUUID(), clean: randomUUID() }

let t: TestPayload
let oldDir: string
// The readers import the Payload config when first loaded: after createTestPayload has pointed it at this database.
let findEnabledPopups: typeof import('@/lib/data/popups').findEnabledPopups
let consent: typeof import('@/lib/data/cookie-consent')

/**
 * A database from before the popup HTML clean-up: its migrations so far, then popups written straight into the old
 * columns (one with scripts saved before the sanitising hook, one clean). Payload's start-up runs the rest: the
 * clean-up, then the localization, which must keep both as English texts.
 */
async function databaseBeforeCleanUp(file: string): Promise<void> {
  const { client, applied } = await databaseBefore(file, SANITIZE)
  expect(applied).toBeGreaterThan(3)
  const insert = "INSERT INTO popups (id, name, key, enabled, content_type, content_title, content_html, button_text, updated_at) VALUES (?, ?, ?, 0, 'html', ?, ?, ?, ?)"
  await client.batch([
    { sql: insert, args: [ids.dirty, 'Legacy', 'legacy', 'Old offer', DIRTY, 'Offer', CLEAN_UPDATED_AT] },
    { sql: insert, args: [ids.clean, 'Clean', 'clean', 'Clean offer', CLEAN, 'Clean', CLEAN_UPDATED_AT] },
  ])
  client.close()
}

beforeAll(async () => {
  oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-popup-localization-'))
  const file = path.join(oldDir, 'old.db')
  await databaseBeforeCleanUp(file)
  t = await createTestPayload('popup-localization', { DATABASE_URI: `file:${file}`, JOBS_AUTORUN: 'false' })
  ;({ findEnabledPopups } = await import('@/lib/data/popups'))
  consent = await import('@/lib/data/cookie-consent')
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(oldDir, { recursive: true, force: true })
})

describe('the popup migrations', () => {
  it('sanitise HTML stored before the hook and keep every text as its English value', async () => {
    const dirty = await t.payload.findByID({ collection: 'popups', id: ids.dirty, locale: 'en' })
    expect(dirty.content.html).toBe(sanitizeStaffHtml(DIRTY))
    expect(dirty.content.html).toBe('<p>Old</p>')
    expect([dirty.content.title, dirty.button?.text]).toEqual(['Old offer', 'Offer'])
    const clean = await t.payload.findByID({ collection: 'popups', id: ids.clean, locale: 'en' })
    expect([clean.content.html, clean.content.title]).toEqual([CLEAN, 'Clean offer'])
    // The clean-up writes only what it changes.
    expect(clean.updatedAt).toBe(CLEAN_UPDATED_AT)
    // Spanish shows the English texts until marketing writes its own.
    const spanish = await t.payload.findByID({ collection: 'popups', id: ids.clean, locale: 'es' })
    expect([spanish.content.html, spanish.content.title, spanish.button?.text]).toEqual([CLEAN, 'Clean offer', 'Clean'])
  })
})

describe('seeded popups in Spanish', () => {
  it('read the dialog and side-tab texts in the page language, idempotently seeded', async () => {
    const ctx: SeedContext = { payload: t.payload, stats: new Map() }
    await upsertMany(ctx, 'popups', 'key', POPUPS.map((data) => ({ key: data.key, data: { ...data, _status: 'published' as const } })))
    await seedSpanish(ctx)
    const english = (await findEnabledPopups(t.payload, 'en')).find((popup) => popup.key === 'unlock-inventory')
    const spanish = (await findEnabledPopups(t.payload, 'es')).find((popup) => popup.key === 'unlock-inventory')
    const fixture = POPUPS.find((popup) => popup.key === 'unlock-inventory')
    const es = SPANISH_POPUPS['unlock-inventory']
    expect([english?.content.title, english?.content.html, english?.button?.text]).toEqual([
      fixture?.content.title,
      fixture?.content.html,
      fixture?.button?.text,
    ])
    expect([spanish?.content.title, spanish?.content.html, spanish?.button?.text, spanish?.button?.hoverText]).toEqual([
      es?.title,
      es?.html,
      es?.button.text,
      es?.button.hoverText,
    ])
    // Everything but the texts is shared by both languages.
    expect(spanish?.conditions).toEqual(english?.conditions)
    expect(spanish?.settings).toEqual(english?.settings)
    // Every seeded popup has its Spanish, and a second run writes nothing.
    expect(Object.keys(SPANISH_POPUPS).sort()).toEqual(POPUPS.map((popup) => popup.key).sort())
    const again: SeedContext = { payload: t.payload, stats: new Map() }
    await seedSpanish(again)
    expect(again.stats.get('popups (es)')).toEqual({ created: 0, updated: 0, unchanged: POPUPS.length })
  })
})

describe('popup HTML saved in Spanish', () => {
  it('goes through the same sanitiser as English, leaving the English untouched', async () => {
    const rest = restClient(t.config)
    await t.payload.create({
      collection: 'users',
      data: { email: 'marketing@popup-localization.test', password: 'popup-localization-1', role: 'marketing' },
      context: NO_REVALIDATE,
    })
    const token = await rest.login('marketing@popup-localization.test', 'popup-localization-1')
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const saved = await rest.call('PATCH', `/popups/${ids.clean}?locale=es`, {
        token,
        body: { content: { type: 'html', title: 'Oferta', html: `<p>Hola ${index}</p>${payload}` } },
      })
      expect(saved.status).toBe(200)
      const spanish = await t.payload.findByID({ collection: 'popups', id: ids.clean, locale: 'es' })
      expect(spanish.content.html).toBe(sanitizeStaffHtml(`<p>Hola ${index}</p>${payload}`))
      expect(executableParts(spanish.content.html ?? ''), spanish.content.html ?? '').toEqual([])
    }
    const english = await t.payload.findByID({ collection: 'popups', id: ids.clean, locale: 'en' })
    expect(english.content.html).toBe(CLEAN)
  })
})

describe('the cookie banner of a page', () => {
  it('gets the texts of its language only', () => {
    const { bannerSettings, toConsentSettings } = consent
    const settings = toConsentSettings({ tier: '2', display: null, bg_locked: false, texts: { en: CONSENT_TEXTS.en, es: CONSENT_TEXTS.es } })
    const english = bannerSettings(settings, 'en')
    const spanish = bannerSettings(settings, 'es')
    expect(english.texts).toEqual(CONSENT_TEXTS.en)
    expect(spanish.texts).toEqual(CONSENT_TEXTS.es)
    expect({ ...spanish, texts: undefined }).toEqual({ ...english, texts: undefined })
    // The other language's texts are not sent along.
    expect(JSON.stringify(english)).not.toContain(CONSENT_TEXTS.es.title)
    expect(JSON.stringify(spanish)).not.toContain(CONSENT_TEXTS.en.title)
  })
})
