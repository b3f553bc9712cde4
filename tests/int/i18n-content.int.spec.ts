import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ARTICLE_CATEGORIES } from '../../seed/data/articles'
import { FAQS } from '../../seed/data/faqs'
import { HOME_PAGE } from '../../seed/data/home-page'
import { NAVIGATION } from '../../seed/data/navigation'
import { PROMOTIONS, SPECIAL_OFFERS } from '../../seed/data/promotions'
import { SPANISH } from '../../seed/data/spanish'
import type { SeedContext } from '../../seed/lib/context'
import { upsertGlobal, upsertMany } from '../../seed/lib/upsert'
import { seedHomePage } from '../../seed/steps/home-page'
import { seedSpanish } from '../../seed/steps/spanish'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

// The readers import the Payload config when first loaded: after createTestPayload has pointed it at this database.
type Readers = typeof import('@/lib/data/home-page') &
  typeof import('@/lib/data/promotions') &
  typeof import('@/lib/data/content-page-queries') &
  typeof import('@/lib/articles/queries')
let findArticleCategories: Readers['findArticleCategories']
let findHomePage: Readers['findHomePage']
let findActivePromotions: Readers['findActivePromotions']
let findFaqs: Readers['findFaqs']
let findActiveOffers: Readers['findActiveOffers']
let t: TestPayload
let ctx: SeedContext

beforeAll(async () => {
  t = await createTestPayload('i18n-content')
  ;({ findHomePage } = await import('@/lib/data/home-page'))
  ;({ findActivePromotions } = await import('@/lib/data/promotions'))
  ;({ findFaqs, findActiveOffers } = await import('@/lib/data/content-page-queries'))
  ;({ findArticleCategories } = await import('@/lib/articles/queries'))
  ctx = { payload: t.payload, stats: new Map() }
  // The seed's English fixtures (without pictures), then its Spanish step.
  await upsertMany(ctx, 'promotions', 'name', PROMOTIONS.map(({ art: _art, ...data }) => ({ key: data.name, data: { ...data, _status: 'published' as const } })))
  await upsertMany(ctx, 'faqs', 'question', FAQS.map((data) => ({ key: data.question, data })))
  await upsertMany(ctx, 'special-offers', 'title', SPECIAL_OFFERS.map(({ art: _art, key: _key, ...data }) => ({ key: data.title, data: { ...data, _status: 'published' as const } })))
  await seedHomePage(ctx)
  await upsertGlobal(ctx, 'navigation', NAVIGATION)
  await upsertMany(ctx, 'article-categories', 'slug', ARTICLE_CATEGORIES.map((data) => ({ key: data.slug, data })))
  await seedSpanish(ctx)
})

afterAll(async () => {
  await t?.cleanup()
})

describe('localized readers', () => {
  it('read the home page in Spanish, and in English by default', async () => {
    const hero = HOME_PAGE.layout?.[0]
    if (hero?.blockType !== 'hero') throw new Error('the seeded home page starts with its hero')
    const spanish = (await findHomePage(t.payload, 'es')).layout[0]
    const english = (await findHomePage(t.payload)).layout[0]
    expect(spanish).toMatchObject({ blockType: 'hero', heading: SPANISH[hero.heading] })
    expect(english).toMatchObject({ blockType: 'hero', heading: hero.heading })
    // The sections themselves are shared: same blocks in the same order, only the texts differ.
    const types = (layout: { blockType: string }[]) => layout.map((block) => block.blockType)
    expect(types((await findHomePage(t.payload, 'es')).layout)).toEqual(types((await findHomePage(t.payload)).layout))
  })

  it('read the menus in Spanish, with the same addresses', async () => {
    const spanish = await t.payload.findGlobal({ slug: 'navigation', locale: 'es' })
    const english = await t.payload.findGlobal({ slug: 'navigation', locale: 'en' })
    expect(spanish.header?.map((item) => item.label)).toEqual(english.header?.map((item) => SPANISH[item.label]))
    expect(spanish.footerLine?.map((item) => item.link.url)).toEqual(english.footerLine?.map((item) => item.link.url))
    expect(spanish.footerLine?.map((item) => item.link.label)).toContain('Política de privacidad')
  })

  it('read the car-research topics in Spanish, at the same slugs', async () => {
    const spanish = await findArticleCategories(t.payload, 'es')
    const english = await findArticleCategories(t.payload)
    expect(spanish.map((c) => c.slug)).toEqual(expect.arrayContaining(english.map((c) => c.slug)))
    expect(spanish.find((c) => c.slug === 'buying-tips')?.name).toBe('Consejos de compra')
    expect(english.find((c) => c.slug === 'buying-tips')?.name).toBe('Buying Tips')
  })

  it('read the financing FAQ in Spanish', async () => {
    const spanish = await findFaqs(t.payload, 'auto-financing', 'es')
    const english = await findFaqs(t.payload, 'auto-financing', 'en')
    expect(spanish).toHaveLength(10)
    expect(spanish.map((faq) => faq.question)).toEqual(english.map((faq) => SPANISH[faq.question]))
    expect(spanish[0].answers?.[0]?.paragraph).toBe(SPANISH[english[0].answers?.[0]?.paragraph ?? ''])
  })

  it('read every seeded special offer in Spanish: title, description, button and disclaimer', async () => {
    const now = new Date()
    for (const type of ['dealer', 'sales', 'service'] as const) {
      const spanish = (await findActiveOffers(t.payload, type, now, 'es')).offers
      const english = (await findActiveOffers(t.payload, type, now, 'en')).offers
      expect(spanish.length).toBeGreaterThan(0)
      for (const offer of english) {
        const es = spanish.find((candidate) => candidate.id === offer.id)
        for (const field of ['title', 'description', 'ctaText', 'disclaimer'] as const) {
          const text = offer[field]
          if (!text) continue
          expect(SPANISH[text], `${field}: ${text}`).toBeTruthy()
          expect(es?.[field]).toBe(SPANISH[text])
        }
      }
    }
  })

  it('fall back to English for a text marketing has not translated', async () => {
    const created = await t.payload.create({
      collection: 'promotions',
      data: {
        name: 'untranslated',
        title: 'Holiday savings',
        position: 'grid-item',
        startDate: '2020-01-01T00:00:00.000Z',
        endDate: '2099-01-01T00:00:00.000Z',
        _status: 'published',
      },
      context: NO_REVALIDATE,
    })
    const { promotions } = await findActivePromotions(t.payload, new Date(), 'es')
    expect(promotions.find((p) => p.id === created.id)?.title).toBe('Holiday savings')
    const translated = promotions.find((p) => p.name === PROMOTIONS[0].name)
    expect(translated?.title).toBe(SPANISH[PROMOTIONS[0].title ?? ''])
  })

  it('seeds Spanish once: a second run changes nothing', async () => {
    const again: SeedContext = { payload: t.payload, stats: new Map() }
    await seedSpanish(again)
    const updated = [...again.stats.values()].reduce((sum, s) => sum + s.updated, 0)
    expect(updated).toBe(0)
    expect(again.stats.get('faqs (es)')?.unchanged).toBe(FAQS.length)
    expect(again.stats.get('special-offers (es)')?.unchanged).toBe(SPECIAL_OFFERS.length)
  })
})
