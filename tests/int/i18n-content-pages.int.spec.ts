import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseBefore } from '../helpers/migrations'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

const CONTENT_LOCALIZATION = '20261127_015513_content_localization'
const ids = { article: randomUUID(), version: randomUUID(), page: randomUUID(), staff: randomUUID(), job: randomUUID() }

/** A one-paragraph Lexical document, as the rich-text columns store it. */
const lexical = (text: string) =>
  JSON.stringify({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        },
      ],
    },
  })

const plain = (value: unknown) => JSON.stringify(value).match(/"text":"([^"]*)"/)?.[1]

type Readers = typeof import('@/lib/articles/queries') &
  typeof import('@/lib/articles/help-center-queries') &
  typeof import('@/lib/data/content-page-queries') &
  typeof import('@/lib/data/staff') &
  typeof import('@/lib/data/careers')
let r: Readers
let t: TestPayload
let oldDir: string

/** A database as the previous release has it: every migration before this one, content in the old columns. */
async function databaseBeforeContentLocalization(file: string): Promise<void> {
  const { client, applied } = await databaseBefore(file, CONTENT_LOCALIZATION)
  expect(applied).toBeGreaterThan(5)
  await client.batch([
    {
      sql: `INSERT INTO articles (id, title, slug, section, excerpt, body, meta_title, meta_description, published_at, _status)
            VALUES (?, 'How to buy a used car', 'how-to-buy-a-used-car', 'car-advice-education', 'Seven checks before you sign.', ?,
                    'Used car buying guide', 'A checklist for used-car shoppers.', '2026-01-05T12:00:00.000Z', 'published')`,
      args: [ids.article, lexical('Start with your budget.')],
    },
    {
      sql: `INSERT INTO _articles_v (id, parent_id, version_title, version_slug, version_section, version_excerpt, version_body,
              version_meta_title, version_meta_description, version_published_at, version_created_at, version_updated_at, version__status, latest)
            VALUES (?, ?, 'How to buy a used car', 'how-to-buy-a-used-car', 'car-advice-education', 'Seven checks before you sign.', ?,
              'Used car buying guide', 'A checklist for used-car shoppers.', '2026-01-05T12:00:00.000Z', '2026-01-05T12:00:00.000Z', '2026-01-05T12:00:00.000Z', 'published', 1)`,
      args: [ids.version, ids.article, lexical('Start with your budget.')],
    },
    {
      sql: `INSERT INTO pages (id, title, slug, heading, subtitle, body, meta_title, _status)
            VALUES (?, 'Our company', 'our-company', 'About us', 'Since 2004.', ?, 'About our dealership', 'published')`,
      args: [ids.page, lexical('We sell honest cars.')],
    },
    {
      sql: `INSERT INTO staff (id, first_name, last_name, full_name, slug, department, title, bio, active)
            VALUES (?, 'Ana', 'Lopez', 'Ana Lopez', 'ana-lopez', 'sales', 'Sales Consultant', 'Ana loves minivans.', 1)`,
      args: [ids.staff],
    },
    {
      sql: `INSERT INTO job_openings (id, title, slug, summary, description, active, employment_type)
            VALUES (?, 'Service Advisor', 'service-advisor', 'Be the friendly face of our service drive.', ?, 1, 'full-time')`,
      args: [ids.job, lexical('Greet customers and explain repairs.')],
    },
  ])
  client.close()
}

beforeAll(async () => {
  oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-i18n-content-pages-'))
  const file = path.join(oldDir, 'old.db')
  await databaseBeforeContentLocalization(file)
  // Payload's start-up runs the pending migration (src/lib/config/on-init.ts).
  t = await createTestPayload('i18n-content-pages', { DATABASE_URI: `file:${file}` })
  r = {
    ...(await import('@/lib/articles/queries')),
    ...(await import('@/lib/articles/help-center-queries')),
    ...(await import('@/lib/data/content-page-queries')),
    ...(await import('@/lib/data/staff')),
    ...(await import('@/lib/data/careers')),
  } as Readers
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(oldDir, { recursive: true, force: true })
})

describe('the content localization migration', () => {
  it('keeps every stored text of articles, pages, staff and job openings as its English value', async () => {
    const article = await t.payload.findByID({ collection: 'articles', id: ids.article, locale: 'en' })
    expect([article.title, article.excerpt, plain(article.body)]).toEqual([
      'How to buy a used car',
      'Seven checks before you sign.',
      'Start with your budget.',
    ])
    expect([article.meta?.title, article.meta?.description]).toEqual(['Used car buying guide', 'A checklist for used-car shoppers.'])
    const versions = await t.payload.findVersions({ collection: 'articles', where: { parent: { equals: ids.article } }, locale: 'en' })
    expect(versions.docs.map((v) => v.version.title)).toEqual(['How to buy a used car'])
    const page = await t.payload.findByID({ collection: 'pages', id: ids.page, locale: 'en' })
    expect([page.title, page.heading, page.subtitle, plain(page.body), page.meta?.title]).toEqual([
      'Our company',
      'About us',
      'Since 2004.',
      'We sell honest cars.',
      'About our dealership',
    ])
    const staff = await t.payload.findByID({ collection: 'staff', id: ids.staff, locale: 'en' })
    expect([staff.title, staff.bio]).toEqual(['Sales Consultant', 'Ana loves minivans.'])
    const job = await t.payload.findByID({ collection: 'job-openings', id: ids.job, locale: 'en' })
    expect([job.title, job.summary, plain(job.description)]).toEqual([
      'Service Advisor',
      'Be the friendly face of our service drive.',
      'Greet customers and explain repairs.',
    ])
  })
})

describe('the localized content readers', () => {
  it('read English in Spanish until a text is translated', async () => {
    expect((await r.findArticle(t.payload, 'how-to-buy-a-used-car', { locale: 'es' }))?.title).toBe('How to buy a used car')
    expect((await r.findPublishedPage(t.payload, 'our-company', 'es'))?.heading).toBe('About us')
    expect((await r.findTeamMembers(t.payload, 'es')).map((m) => m.title)).toEqual(['Sales Consultant'])
    expect((await r.findJobOpenings(t.payload, 'es')).map((j) => j.title)).toEqual(['Service Advisor'])
  })

  it('read the Spanish texts on /es and leave English untouched', async () => {
    const es = { locale: 'es' as const, context: NO_REVALIDATE }
    await t.payload.update({
      collection: 'articles',
      id: ids.article,
      ...es,
      data: { title: 'Cómo comprar un auto usado', excerpt: 'Siete revisiones antes de firmar.', body: JSON.parse(lexical('Empiece por su presupuesto.')) },
    })
    await t.payload.update({ collection: 'pages', id: ids.page, ...es, data: { title: 'Nuestra empresa', heading: 'Quiénes somos' } })
    await t.payload.update({ collection: 'staff', id: ids.staff, ...es, data: { title: 'Asesora de ventas' } })
    await t.payload.update({ collection: 'job-openings', id: ids.job, ...es, data: { title: 'Asesor de servicio' } })

    const article = await r.findArticle(t.payload, 'how-to-buy-a-used-car', { locale: 'es' })
    expect([article?.title, article?.excerpt, plain(article?.body)]).toEqual([
      'Cómo comprar un auto usado',
      'Siete revisiones antes de firmar.',
      'Empiece por su presupuesto.',
    ])
    // Untranslated SEO fields fall back to English.
    expect(article?.meta?.title).toBe('Used car buying guide')
    expect((await r.findArticleListPage(t.payload, { page: 1, locale: 'es' }))?.articles.map((a) => a.title)).toEqual([
      'Cómo comprar un auto usado',
    ])
    const search = await r.findSearchableArticles(t.payload, 'es')
    expect(search.map((doc) => doc.bodyText)).toEqual(['Empiece por su presupuesto.'])
    const page = await r.findPublishedPage(t.payload, 'our-company', 'es')
    expect([page?.title, page?.heading, page?.subtitle]).toEqual(['Nuestra empresa', 'Quiénes somos', 'Since 2004.'])
    const member = await r.findTeamMember(t.payload, 'ana-lopez', 'es')
    expect([member?.title, member?.bio]).toEqual(['Asesora de ventas', 'Ana loves minivans.'])
    expect((await r.findJobOpenings(t.payload, 'es')).map((j) => [j.title, j.summary])).toEqual([
      ['Asesor de servicio', 'Be the friendly face of our service drive.'],
    ])

    // English readers are unchanged.
    expect((await r.findArticle(t.payload, 'how-to-buy-a-used-car'))?.title).toBe('How to buy a used car')
    expect((await r.findPublishedPage(t.payload, 'our-company'))?.title).toBe('Our company')
    expect((await r.findTeamMember(t.payload, 'ana-lopez'))?.title).toBe('Sales Consultant')
    expect((await r.findJobOpenings(t.payload)).map((j) => j.title)).toEqual(['Service Advisor'])
  })

  it('read help-center topics and their questions in the page language', async () => {
    const topic = await t.payload.create({
      collection: 'help-center-categories',
      locale: 'en',
      data: { name: 'Financing', slug: 'financing', description: 'Loans and rates.' },
      context: NO_REVALIDATE,
    })
    await t.payload.update({
      collection: 'help-center-categories',
      id: topic.id,
      locale: 'es',
      data: { name: 'Financiamiento' },
      context: NO_REVALIDATE,
    })
    await t.payload.create({
      collection: 'faqs',
      locale: 'en',
      data: { question: 'Can I pay early?', answers: [{ paragraph: 'Yes.' }], helpCenterCategories: [topic.id] },
      context: NO_REVALIDATE,
    })
    const es = await r.findHelpCategoryPage(t.payload, 'financing', 'es')
    expect([es?.category.name, es?.category.description]).toEqual(['Financiamiento', 'Loans and rates.'])
    expect(es?.faqs.map((faq) => faq.question)).toEqual(['Can I pay early?'])
    expect((await r.findHelpCategories(t.payload, 'es')).map((c) => c.name)).toEqual(['Financiamiento'])
    expect((await r.findHelpCategories(t.payload)).map((c) => c.name)).toEqual(['Financing'])
  })
})
