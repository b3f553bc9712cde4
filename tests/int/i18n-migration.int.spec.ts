import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBefore } from '../helpers/migrations'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

const LOCALIZATION = '20261126_225950_localization'
const ids = {
  faq: randomUUID(),
  answer: 'answer-1',
  promo: randomUUID(),
  offer: randomUUID(),
  home: randomUUID(),
  navigation: randomUUID(),
  popup: randomUUID(),
}

let t: TestPayload
let oldDir: string

/**
 * A database as a site running the previous release has it: every migration before the localization ones, then
 * content written straight into the old (unlocalized) columns.
 */
async function databaseBeforeLocalization(file: string): Promise<void> {
  const { client, applied } = await databaseBefore(file, LOCALIZATION)
  expect(applied).toBeGreaterThan(5)
  await client.batch([
    { sql: 'INSERT INTO faqs (id, question) VALUES (?, ?)', args: [ids.faq, 'Can I finance with bad credit?'] },
    { sql: 'INSERT INTO faqs_answers (_order, _parent_id, id, paragraph) VALUES (1, ?, ?, ?)', args: [ids.faq, ids.answer, 'Yes, we work with every credit story.'] },
    {
      sql: "INSERT INTO promotions (id, name, title, description, cta_text, start_date, end_date) VALUES (?, 'p', 'Lifetime warranty', 'On every car', 'Learn more', '2020-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')",
      args: [ids.promo],
    },
    { sql: "INSERT INTO special_offers (id, title, type, disclaimer) VALUES (?, 'Oil change $29', 'service', 'With coupon')", args: [ids.offer] },
    { sql: 'INSERT INTO home_page (id) VALUES (?)', args: [ids.home] },
    {
      sql: "INSERT INTO home_page_blocks_hero (_order, _parent_id, _path, id, heading, intro) VALUES (1, ?, 'layout', 'hero-1', 'Used cars for sale', 'Shop online')",
      args: [ids.home],
    },
    {
      sql: "INSERT INTO popups (id, name, key, content_type, content_title, content_html, button_text, button_hover_text) VALUES (?, 'Offer', 'offer', 'html', 'Spring savings', '<p>Save now</p>', 'Savings', 'This month')",
      args: [ids.popup],
    },
    { sql: 'INSERT INTO navigation (id) VALUES (?)', args: [ids.navigation] },
    { sql: "INSERT INTO navigation_header (_order, _parent_id, id, label, url) VALUES (1, ?, 'h1', 'Financing', '/auto-financing')", args: [ids.navigation] },
    {
      sql: "INSERT INTO navigation_footer_line (_order, _parent_id, id, link_label, link_url) VALUES (1, ?, 'f1', 'Privacy Policy', '/legal/privacy-policy')",
      args: [ids.navigation],
    },
  ])
  client.close()
}

beforeAll(async () => {
  oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-i18n-migration-'))
  const file = path.join(oldDir, 'old.db')
  await databaseBeforeLocalization(file)
  // Payload's own start-up migrates the old database (src/lib/config/on-init.ts): only the localization is left.
  t = await createTestPayload('i18n-migration', { DATABASE_URI: `file:${file}` })
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(oldDir, { recursive: true, force: true })
})

describe('the localization migrations', () => {
  it('keeps every stored text as its English value', async () => {
    const faq = await t.payload.findByID({ collection: 'faqs', id: ids.faq, locale: 'en' })
    expect(faq.question).toBe('Can I finance with bad credit?')
    expect(faq.answers?.map((a) => a.paragraph)).toEqual(['Yes, we work with every credit story.'])
    const promo = await t.payload.findByID({ collection: 'promotions', id: ids.promo, locale: 'en' })
    expect([promo.title, promo.description, promo.ctaText]).toEqual(['Lifetime warranty', 'On every car', 'Learn more'])
    const offer = await t.payload.findByID({ collection: 'special-offers', id: ids.offer })
    expect([offer.title, offer.disclaimer]).toEqual(['Oil change $29', 'With coupon'])
    const home = await t.payload.findGlobal({ slug: 'home-page', locale: 'en' })
    expect(home.layout?.[0]).toMatchObject({ blockType: 'hero', heading: 'Used cars for sale', intro: 'Shop online' })
    // The later navigation localization keeps the menus too.
    const navigation = await t.payload.findGlobal({ slug: 'navigation', locale: 'en' })
    expect(navigation.header?.[0]).toMatchObject({ label: 'Financing', url: '/auto-financing' })
    expect(navigation.footerLine?.[0]?.link).toMatchObject({ label: 'Privacy Policy', url: '/legal/privacy-policy' })
    // And the popup localization its dialog and side-tab texts.
    const popup = await t.payload.findByID({ collection: 'popups', id: ids.popup, locale: 'en' })
    expect([popup.content.title, popup.content.html, popup.button?.text, popup.button?.hoverText]).toEqual([
      'Spring savings',
      '<p>Save now</p>',
      'Savings',
      'This month',
    ])
  })

  it('shows the English text in Spanish until marketing translates it, then the Spanish one', async () => {
    expect((await t.payload.findByID({ collection: 'faqs', id: ids.faq, locale: 'es' })).question).toBe(
      'Can I finance with bad credit?',
    )
    // Required texts are translated together: a Spanish save carries the question and its answer.
    await t.payload.update({
      collection: 'faqs',
      id: ids.faq,
      locale: 'es',
      data: {
        question: '¿Puedo financiar con mal crédito?',
        answers: [{ id: ids.answer, paragraph: 'Sí, trabajamos con todo historial de crédito.' }],
      },
      context: NO_REVALIDATE,
    })
    const es = await t.payload.findByID({ collection: 'faqs', id: ids.faq, locale: 'es' })
    expect([es.question, es.answers?.[0]?.paragraph]).toEqual([
      '¿Puedo financiar con mal crédito?',
      'Sí, trabajamos con todo historial de crédito.',
    ])
    // The English values are untouched by the Spanish edit.
    const en = await t.payload.findByID({ collection: 'faqs', id: ids.faq, locale: 'en' })
    expect([en.question, en.answers?.[0]?.paragraph]).toEqual([
      'Can I finance with bad credit?',
      'Yes, we work with every credit story.',
    ])
    // A field left untranslated reads the English value.
    await t.payload.update({
      collection: 'promotions',
      id: ids.promo,
      locale: 'es',
      data: { title: 'Garantía de por vida' },
      context: NO_REVALIDATE,
    })
    const promo = await t.payload.findByID({ collection: 'promotions', id: ids.promo, locale: 'es' })
    expect([promo.title, promo.description]).toEqual(['Garantía de por vida', 'On every car'])
  })
})
