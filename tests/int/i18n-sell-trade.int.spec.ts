import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CREDIT_APPLICATION_HEADING } from '@/lib/credit-application/page'
import { FINANCING_PAGES } from '@/lib/financing/pages'
import { t as text } from '@/lib/i18n'

import { SELL_TRADE_PAGE } from '../../seed/data/sell-trade-page'
import { SPANISH_SELL_TRADE } from '../../seed/data/spanish-sell-trade'
import { SPANISH_TRADE_IN } from '../../seed/data/spanish-trade-in'
import { TRADE_IN_CATEGORIES, TRADE_IN_QUESTIONS } from '../../seed/data/trade-in'
import type { SeedContext } from '../../seed/lib/context'
import { upsertGlobal } from '../../seed/lib/upsert'
import { seedSpanishSellTrade, seedSpanishTradeIn } from '../../seed/steps/spanish'
import { databaseBefore } from '../helpers/migrations'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

const SELL_TRADE_LOCALIZATION = '20261127_055956_sell_trade_localization'
const STORED = {
  heading: 'Trade your car with Test Motors',
  subheading: 'A real offer online.',
  ctaLabel: 'Start my offer',
  comparisonHeading: 'Us versus them',
  pitch: [{ id: 'p1', title: 'Fast offer', text: 'About a minute.' }, { id: 'p2', title: 'Paid today', text: null }],
  rows: [{ id: 'r1', feature: 'Instant offer online' }, { id: 'r2', feature: 'Same-day payment' }],
}

const trade = { category: randomUUID(), question: randomUUID() }
const location = { id: randomUUID(), note: 'Right off I-90.' }

let findSellTradePage: typeof import('@/lib/data/sell-trade').findSellTradePage
let t: TestPayload
let oldDir: string

/**
 * A database as the previous release has it: every migration before this one, the page's texts and a trade-in step
 * with one question (a hint, two answers) in their columns.
 */
async function databaseBeforeLocalization(file: string): Promise<void> {
  const { client, applied } = await databaseBefore(file, SELL_TRADE_LOCALIZATION)
  expect(applied).toBeGreaterThan(5)
  const page = randomUUID()
  await client.batch([
    {
      sql: 'INSERT INTO sell_trade_page (id, heading, subheading, cta_label, comparison_heading) VALUES (?, ?, ?, ?, ?)',
      args: [page, STORED.heading, STORED.subheading, STORED.ctaLabel, STORED.comparisonHeading],
    },
    ...STORED.pitch.map((point, order) => ({
      sql: 'INSERT INTO sell_trade_page_pitch (_order, _parent_id, id, title, text) VALUES (?, ?, ?, ?, ?)',
      args: [order + 1, page, point.id, point.title, point.text],
    })),
    ...STORED.rows.map((row, order) => ({
      sql: `INSERT INTO sell_trade_page_comparison_rows (_order, _parent_id, id, feature, other_dealerships, online_tools, this_dealer)
        VALUES (?, ?, ?, ?, 'no', 'partial', 'yes')`,
      args: [order + 1, page, row.id, row.feature],
    })),
    { sql: `INSERT INTO trade_in_categories (id, category_id, title, description) VALUES (?, 'condition', 'Vehicle condition', NULL)`, args: [trade.category] },
    {
      sql: `INSERT INTO trade_in_questions (id, question_id, input_type, required, text, description, sort_order)
        VALUES (?, 'keys', 'radio', 1, 'How many keys do you have?', 'Count the fobs too.', 10)`,
      args: [trade.question],
    },
    { sql: `INSERT INTO trade_in_questions_answers (_order, _parent_id, id, label, value, description) VALUES (1, ?, 'a1', 'One', '1', NULL)`, args: [trade.question] },
    { sql: `INSERT INTO trade_in_questions_answers (_order, _parent_id, id, label, value, description) VALUES (2, ?, 'a2', 'Two or more', '2+', 'Spares count.')`, args: [trade.question] },
    { sql: `INSERT INTO trade_in_categories_rels ("order", parent_id, path, trade_in_questions_id) VALUES (1, ?, 'questions', ?)`, args: [trade.category, trade.question] },
    // The locations' notes are localized by the next migration, which Payload's start-up runs as well.
    { sql: `INSERT INTO locations (id, name, slug, note) VALUES (?, 'Rockford', 'rockford', ?)`, args: [location.id, location.note] },
  ])
  client.close()
}

const englishView = {
  heading: STORED.heading,
  subheading: STORED.subheading,
  ctaLabel: STORED.ctaLabel,
  pitch: STORED.pitch.map(({ id, title, text }) => ({ id, title, text })),
  comparison: { heading: STORED.comparisonHeading, rows: STORED.rows.map((row) => ({ ...row, thisDealer: 'yes', onlineTools: 'partial' })) },
}

beforeAll(async () => {
  oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-i18n-sell-trade-'))
  const file = path.join(oldDir, 'old.db')
  await databaseBeforeLocalization(file)
  // Payload's start-up runs the pending migrations (src/lib/config/on-init.ts).
  t = await createTestPayload('i18n-sell-trade', { DATABASE_URI: `file:${file}` })
  ;({ findSellTradePage } = await import('@/lib/data/sell-trade'))
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(oldDir, { recursive: true, force: true })
})

describe('the sell-or-trade page localization migration and reader', () => {
  it('keeps every stored text as English, and Spanish reads fall back to it', async () => {
    expect(await findSellTradePage(t.payload, 'en')).toMatchObject(englishView)
    // A text empty in both languages reads as absent rather than null in Spanish.
    const spanish = await findSellTradePage(t.payload, 'es')
    expect({ ...spanish, pitch: spanish.pitch?.map((p) => ({ ...p, text: p.text ?? null })) }).toMatchObject(englishView)
  })

  it('reads Spanish texts once saved, sharing the rows and answers, and leaves English untouched', async () => {
    const english = await findSellTradePage(t.payload, 'en')
    await t.payload.updateGlobal({
      slug: 'sell-trade-page',
      locale: 'es',
      data: {
        heading: 'Cambie su auto con Test Motors',
        pitch: english.pitch?.map((point) => ({ ...point, title: `ES ${point.title}` })),
        comparison: { rows: english.comparison?.rows?.map((row) => ({ ...row, feature: `ES ${row.feature}` })) },
      },
      context: NO_REVALIDATE,
    })
    const spanish = await findSellTradePage(t.payload, 'es')
    expect(spanish.heading).toBe('Cambie su auto con Test Motors')
    // An untranslated text (the button) still reads English.
    expect(spanish.ctaLabel).toBe(STORED.ctaLabel)
    expect(spanish.pitch?.map((p) => p.title)).toEqual(['ES Fast offer', 'ES Paid today'])
    expect(spanish.comparison?.rows?.map((r) => [r.id, r.feature, r.thisDealer])).toEqual([
      ['r1', 'ES Instant offer online', 'yes'],
      ['r2', 'ES Same-day payment', 'yes'],
    ])
    expect(await findSellTradePage(t.payload, 'en')).toMatchObject(englishView)
  })

  it('seeds the whole Spanish page from the English one, once', async () => {
    const ctx: SeedContext = { payload: t.payload, stats: new Map() }
    await upsertGlobal(ctx, 'sell-trade-page', SELL_TRADE_PAGE)
    await seedSpanishSellTrade(ctx)
    expect(ctx.stats.get('sell-trade-page (es)')?.updated).toBe(1)
    const spanish = await findSellTradePage(t.payload, 'es')
    expect(spanish.heading).toBe('Venda o cambie su auto')
    expect(spanish.ctaLabel).toBe(SPANISH_SELL_TRADE['Get my offer'])
    expect(spanish.comparison?.rows?.map((r) => r.feature)).toEqual(
      SELL_TRADE_PAGE.comparison?.rows?.map((r) => SPANISH_SELL_TRADE[r.feature]),
    )
    expect(spanish.pitch?.every((p) => p.title && p.text && SPANISH_SELL_TRADE[p.title] === undefined)).toBe(true)
    expect((await findSellTradePage(t.payload, 'en')).heading).toBe(SELL_TRADE_PAGE.heading)

    const again: SeedContext = { payload: t.payload, stats: new Map() }
    await seedSpanishSellTrade(again)
    expect(again.stats.get('sell-trade-page (es)')).toMatchObject({ updated: 0, unchanged: 1 })
  })
})

describe('the trade-in questionnaire localization', () => {
  const read = async (locale: 'en' | 'es') => {
    const question = await t.payload.findByID({ collection: 'trade-in-questions', id: trade.question, locale, fallbackLocale: 'en' })
    const category = await t.payload.findByID({ collection: 'trade-in-categories', id: trade.category, locale, fallbackLocale: 'en', depth: 0 })
    return {
      title: category.title,
      text: question.text,
      description: question.description,
      answers: question.answers?.map((a) => [a.id, a.label, a.value, a.description ?? null]),
    }
  }
  const english = {
    title: 'Vehicle condition',
    text: 'How many keys do you have?',
    description: 'Count the fobs too.',
    answers: [['a1', 'One', '1', null], ['a2', 'Two or more', '2+', 'Spares count.']],
  }

  it('keeps every stored text as English, and Spanish reads fall back to it', async () => {
    expect(await read('en')).toEqual(english)
    expect(await read('es')).toEqual(english)
  })

  it('seeds the Spanish texts, keeping answer ids and values, once', async () => {
    const ctx: SeedContext = { payload: t.payload, stats: new Map() }
    await seedSpanishTradeIn(ctx)
    expect(await read('es')).toEqual({
      title: SPANISH_TRADE_IN['Vehicle condition'],
      text: SPANISH_TRADE_IN['How many keys do you have?'],
      // A hint with no Spanish reads the English one.
      description: 'Count the fobs too.',
      answers: [['a1', 'Una', '1', null], ['a2', 'Dos o más', '2+', 'Spares count.']],
    })
    expect(await read('en')).toEqual(english)
    const again: SeedContext = { payload: t.payload, stats: new Map() }
    await seedSpanishTradeIn(again)
    expect([...again.stats.values()].reduce((sum, s) => sum + s.updated, 0)).toBe(0)
  })

  it('has Spanish for every seeded step and question text and answer label', () => {
    const texts = [
      ...TRADE_IN_CATEGORIES.flatMap((c) => [c.title, c.description]),
      ...TRADE_IN_QUESTIONS.flatMap((q) => [q.text, q.description, ...(q.answers ?? []).flatMap((a) => [a.label, a.description])]),
    ].filter((value): value is string => Boolean(value))
    expect(texts.filter((english) => !SPANISH_TRADE_IN[english])).toEqual([])
  })
})

describe('the location note localization', () => {
  const note = async (locale: 'en' | 'es') =>
    (await t.payload.findByID({ collection: 'locations', id: location.id, locale, fallbackLocale: 'en' })).note

  it('keeps the stored note as English; Spanish reads it until translated, then its own', async () => {
    expect(await note('en')).toBe(location.note)
    expect(await note('es')).toBe(location.note)
    await t.payload.update({ collection: 'locations', id: location.id, locale: 'es', data: { note: 'Junto a la I-90.' }, context: NO_REVALIDATE })
    expect(await note('es')).toBe('Junto a la I-90.')
    expect(await note('en')).toBe(location.note)
  })
})

describe('the form pages’ site texts', () => {
  it('say in English what the pages’ English metadata says', () => {
    for (const variant of ['apply-for-financing', 'free-credit-score-pre-approval'] as const) {
      expect(text(`formPages.financing.${variant}.heading`)).toBe(FINANCING_PAGES[variant].heading)
      expect(text(`formPages.financing.${variant}.intro`)).toBe(FINANCING_PAGES[variant].intro)
      expect(text(`formPages.financing.${variant}.heading`, 'es')).not.toBe(FINANCING_PAGES[variant].heading)
    }
    expect(text('formPages.creditApplication.heading')).toBe(CREDIT_APPLICATION_HEADING)
    expect(text('formPages.creditApplication.heading', 'es')).toBe('Solicitud de crédito completa')
  })
})
