import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ARTICLES, HELP_CENTER_CATEGORIES } from '../../seed/data/articles'
import { BODY_STYLES } from '../../seed/data/body-styles'
import { JOB_OPENINGS } from '../../seed/data/job-openings'
import { pageBody, PAGES } from '../../seed/data/pages'
import { SPANISH_ARTICLES, SPANISH_BODY_STYLE_GUIDES, SPANISH_STAFF_TITLES } from '../../seed/data/spanish-content'
import { STAFF } from '../../seed/data/staff'
import type { SeedContext } from '../../seed/lib/context'
import { upsertMany } from '../../seed/lib/upsert'
import { seedSpanishContent } from '../../seed/steps/spanish-content'
import { createTestPayload, type TestPayload } from '../helpers/payload'

type Readers = typeof import('@/lib/articles/queries') &
  typeof import('@/lib/articles/help-center-queries') &
  typeof import('@/lib/data/content-page-queries') &
  typeof import('@/lib/data/staff') &
  typeof import('@/lib/data/careers') &
  typeof import('@/lib/data/body-style-queries')
let r: Readers
let t: TestPayload
let ctx: SeedContext

const written = (c: SeedContext) => [...c.stats.entries()].reduce((sum, [, s]) => sum + s.updated + s.created, 0)

beforeAll(async () => {
  t = await createTestPayload('spanish-content-seed')
  r = {
    ...(await import('@/lib/articles/queries')),
    ...(await import('@/lib/articles/help-center-queries')),
    ...(await import('@/lib/data/content-page-queries')),
    ...(await import('@/lib/data/staff')),
    ...(await import('@/lib/data/careers')),
    ...(await import('@/lib/data/body-style-queries')),
  } as Readers
  ctx = { payload: t.payload, stats: new Map() }
  // The seed's English fixtures without pictures or store links, then its Spanish content step.
  const articles = ARTICLES.map(({ art: _art, categories: _c, ...data }) => ({
    key: data.slug,
    data: { ...data, meta: { title: data.title, description: data.excerpt } },
  }))
  await upsertMany(ctx, 'articles', 'slug', articles)
  await upsertMany(ctx, 'help-center-categories', 'slug', HELP_CENTER_CATEGORIES.map((data) => ({ key: data.slug, data })))
  const pages = PAGES.map(({ hero: _h, gallery: _g, description, body: _b, ...fields }, i) => ({
    key: fields.slug,
    data: { ...fields, body: pageBody(PAGES[i]), meta: { title: null, description } },
  }))
  await upsertMany(ctx, 'pages', 'slug', pages)
  await upsertMany(ctx, 'staff', 'slug', STAFF.map(({ location: _l, look: _look, ...data }) => ({ key: data.slug, data })))
  await upsertMany(ctx, 'job-openings', 'slug', JOB_OPENINGS.map(({ location: _l, ...data }) => ({ key: data.slug ?? '', data })))
  await upsertMany(ctx, 'body-styles', 'value', BODY_STYLES.map(({ imageHex: _hex, ...data }) => ({ key: data.value, data })))
  await seedSpanishContent(ctx)
})

afterAll(async () => {
  await t?.cleanup()
})

describe('the seeded Spanish content', () => {
  it('gives the main articles Spanish titles, excerpts, bodies and SEO texts; the others stay English', async () => {
    const spanish = SPANISH_ARTICLES['winter-car-care-checklist']
    const article = await r.findArticle(t.payload, 'winter-car-care-checklist', { locale: 'es' })
    expect([article?.title, article?.excerpt, article?.meta?.title]).toEqual([spanish.title, spanish.excerpt, spanish.title])
    expect(JSON.stringify(article?.body)).toContain('La lista de cinco minutos')
    const english = await r.findArticle(t.payload, 'winter-car-care-checklist')
    expect(english?.title).toBe('Winter car care checklist for the Midwest')
    const untranslated = ARTICLES.find((a) => !SPANISH_ARTICLES[a.slug])
    expect((await r.findArticle(t.payload, untranslated?.slug ?? '', { locale: 'es' }))?.title).toBe(untranslated?.title)
  })

  it('gives the company, service and legal pages Spanish titles, and the legal pages Spanish texts', async () => {
    const company = await r.findPublishedPage(t.payload, 'our-company', 'es')
    expect([company?.title, company?.heading]).toEqual(['Nuestra empresa', 'Acerca de Rock River Auto Group'])
    expect(company?.meta?.description).toMatch(/^Nuestra historia/)
    expect((await r.findPublishedPage(t.payload, 'service', 'es'))?.subtitle).toMatch(/^Técnicos certificados/)
    for (const slug of ['legal/cookie-policy', 'legal/privacy-policy', 'legal/terms-of-sale', 'legal/electronic-signature-disclosure']) {
      const spanish = await r.findPublishedPage(t.payload, slug, 'es')
      const english = await r.findPublishedPage(t.payload, slug)
      // Same outline (headings and lists), other words.
      const outline = (body: unknown) => JSON.stringify(body).match(/"tag":"(h2|ul)"/g)
      expect(outline(spanish?.body), slug).toEqual(outline(english?.body))
      expect(JSON.stringify(spanish?.body), slug).not.toEqual(JSON.stringify(english?.body))
      expect(spanish?.meta?.description, slug).not.toEqual(english?.meta?.description)
      expect(english?.title, slug).not.toEqual(spanish?.title)
    }
    const cookies = JSON.stringify((await r.findPublishedPage(t.payload, 'legal/cookie-policy', 'es'))?.body)
    // The categories as the Spanish cookie banner names them (src/lib/consent/texts.ts).
    for (const label of ['Esenciales:', 'Funcionales:', 'Analíticas:', 'Segmentación y publicidad:', '“Aceptar todas”']) {
      expect(cookies).toContain(label)
    }
    expect(JSON.stringify((await r.findPublishedPage(t.payload, 'legal/privacy-policy'))?.body)).toContain('Who we are')
  })

  it('gives every seeded body style a Spanish buying guide; English stays', async () => {
    expect(Object.keys(SPANISH_BODY_STYLE_GUIDES).sort()).toEqual(BODY_STYLES.map((b) => b.value).sort())
    const spanish = await r.findActiveBodyStyles(t.payload, { buyingGuide: true, locale: 'es' })
    expect(spanish.map((b) => [b.value, b.buyingGuide])).toEqual(BODY_STYLES.map((b) => [b.value, SPANISH_BODY_STYLE_GUIDES[b.value]]))
    const english = await r.findActiveBodyStyles(t.payload, { buyingGuide: true })
    expect(english.map((b) => b.buyingGuide)).toEqual(BODY_STYLES.map((b) => b.buyingGuide))
  })

  it('translates help-center topics, staff titles and job openings', async () => {
    const topics = await r.findHelpCategories(t.payload, 'es')
    expect(topics.find((c) => c.slug === 'financing-and-credit')?.name).toBe('Financiamiento y crédito')
    const team = await r.findTeamMembers(t.payload, 'es')
    expect(team.every((m) => !m.title || Object.values(SPANISH_STAFF_TITLES).includes(m.title))).toBe(true)
    expect((await r.findTeamMember(t.payload, 'diego-ramirez', 'es'))?.bio).toMatch(/habla español/)
    // A bio without a translation reads English.
    expect((await r.findTeamMember(t.payload, 'kevin-walsh', 'es'))?.bio).toMatch(/^Kevin is ASE Master/)
    const jobs = await r.findJobOpenings(t.payload, 'es')
    expect(jobs.map((j) => j.title)).toContain('Técnico de servicio automotriz')
    expect((await r.findJobOpenings(t.payload)).map((j) => j.title)).toContain('Automotive Service Technician')
  })

  it('changes nothing on a second run', async () => {
    const again: SeedContext = { payload: t.payload, stats: new Map() }
    await seedSpanishContent(again)
    expect(written(again)).toBe(0)
    expect([...again.stats.values()].reduce((sum, s) => sum + s.unchanged, 0)).toBeGreaterThan(20)
  })
})
