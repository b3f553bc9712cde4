import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  findHelpCategories,
  findHelpCategoryPage,
} from '@/lib/articles/help-center-queries'
import { ARTICLE_SECTIONS } from '@/lib/articles/paths'
import {
  ARTICLES_PER_PAGE,
  findArticle,
  findArticleListPage,
  findRelatedArticles,
  findSearchableArticles,
} from '@/lib/articles/queries'
import { rankArticles } from '@/lib/articles/search'

import { ARTICLE_CATEGORIES, ARTICLES, HELP_CENTER_CATEGORIES } from '../../seed/data/articles'
import { HELP_CENTER_FAQS } from '../../seed/data/help-center-faqs'
import { lexicalFromText } from '../../seed/lib/lexical'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

let t: TestPayload
const categoryIds = new Map<string, string>()
const newestFirst = [...ARTICLES].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))

beforeAll(async () => {
  t = await createTestPayload('articles-pages')
  const { payload } = t
  for (const data of ARTICLE_CATEGORIES) {
    const doc = await payload.create({ collection: 'article-categories', data, context: NO_REVALIDATE })
    categoryIds.set(data.slug, doc.id)
  }
  const helpIds = new Map<string, string>()
  for (const data of HELP_CENTER_CATEGORIES) {
    const doc = await payload.create({ collection: 'help-center-categories', data, context: NO_REVALIDATE })
    helpIds.set(data.slug, doc.id)
  }
  // The seed's own fixtures, without the generated hero images.
  for (const { art: _art, categories, ...fields } of ARTICLES) {
    const data = { ...fields, categories: categories.map((slug) => categoryIds.get(slug) ?? '') }
    await payload.create({ collection: 'articles', data, context: NO_REVALIDATE })
  }
  for (const { categories, ...data } of HELP_CENTER_FAQS) {
    const helpCenterCategories = categories.map((slug) => helpIds.get(slug) ?? '')
    await payload.create({ collection: 'faqs', data: { ...data, helpCenterCategories }, context: NO_REVALIDATE })
  }
  // A financing FAQ of another page, linked to no help-center category.
  await payload.create({
    collection: 'faqs',
    data: { question: 'Unlinked question', answers: [{ paragraph: 'Not in the help center.' }], placement: ['home'] },
    context: NO_REVALIDATE,
  })
})

afterAll(async () => {
  await t?.cleanup()
})

describe('seeded articles', () => {
  it('cover every section with bodies of several blocks and a heading', () => {
    expect(new Set(ARTICLES.map((article) => article.section))).toEqual(new Set(ARTICLE_SECTIONS))
    for (const article of ARTICLES) {
      const blocks = article.body?.root.children ?? []
      expect(blocks.length, article.slug).toBeGreaterThanOrEqual(4)
      expect(blocks.some((block) => block.type === 'heading'), article.slug).toBe(true)
    }
  })

  it('give every help-center category questions with multi-paragraph answers', async () => {
    for (const category of HELP_CENTER_CATEGORIES) {
      const page = await findHelpCategoryPage(t.payload, category.slug)
      expect(page?.faqs.length, category.slug).toBeGreaterThanOrEqual(2)
      for (const faq of page?.faqs ?? []) expect(faq.answers?.length).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('article list', () => {
  it('pages published articles newest first', async () => {
    const first = await findArticleListPage(t.payload, { page: 1 })
    expect(first?.articles.map((article) => article.slug)).toEqual(newestFirst.slice(0, ARTICLES_PER_PAGE).map((a) => a.slug))
    expect(first?.totalDocs).toBe(ARTICLES.length)
    expect(first?.totalPages).toBe(Math.ceil(ARTICLES.length / ARTICLES_PER_PAGE))
    expect(first?.articles[0].path).toBe(`/car-research/${newestFirst[0].slug}`)
    const last = await findArticleListPage(t.payload, { page: 2 })
    expect(last?.articles.map((article) => article.slug)).toEqual(newestFirst.slice(ARTICLES_PER_PAGE).map((a) => a.slug))
    const past = await findArticleListPage(t.payload, { page: 3 })
    expect(past?.articles).toEqual([])
  })

  it('filters by category slug, and knows no unknown category', async () => {
    const financing = await findArticleListPage(t.payload, { categorySlug: 'financing', page: 1 })
    const expected = newestFirst.filter((article) => article.categories.includes('financing')).map((a) => a.slug)
    expect(financing?.articles.map((article) => article.slug)).toEqual(expected)
    expect(financing?.category?.name).toBe('Financing')
    expect(await findArticleListPage(t.payload, { categorySlug: 'no-such-topic', page: 1 })).toBeNull()
  })
})

describe('article page', () => {
  it('reads a published article with its categories and reading time', async () => {
    const article = await findArticle(t.payload, 'ford-f-150-vs-ram-1500-staff-review')
    expect(article).toMatchObject({
      title: 'Ford F-150 vs. Ram 1500: which half-ton should you buy used?',
      section: 'staff-reviews',
      path: '/car-research/ford-f-150-vs-ram-1500-staff-review',
      author: 'Tyler Hoffman',
      readingMinutes: 1,
    })
    expect(article?.categories.map((category) => category.slug).sort()).toEqual(['buying-tips', 'vehicle-reviews'])
    expect(await findArticle(t.payload, 'no-such-article')).toBeNull()
  })

  it('relates up to three others sharing a category, newest first, then of its section, never itself', async () => {
    const article = await findArticle(t.payload, 'how-to-read-a-vehicle-history-report')
    if (!article) throw new Error('missing article')
    const related = await findRelatedArticles(t.payload, {
      id: article.id,
      section: article.section,
      categoryIds: article.categories.map((category) => category.id),
    })
    const others = newestFirst.filter((a) => a.slug !== article.slug)
    const sharing = others.filter((a) => a.categories.includes('buying-tips'))
    const sameSection = others.filter((a) => a.section === article.section && !sharing.includes(a))
    expect(sharing.length).toBe(2)
    expect(related.map((card) => card.slug)).toEqual([...sharing, ...sameSection].slice(0, 3).map((a) => a.slug))
  })

  it('fills related articles from the same section when too few share a category', async () => {
    const article = await findArticle(t.payload, 'rock-river-auto-group-opens-fort-wayne')
    if (!article) throw new Error('missing article')
    const related = await findRelatedArticles(t.payload, { id: article.id, section: 'news', categoryIds: [] })
    expect(related.map((card) => card.slug)).toEqual(['lifetime-engine-warranty-now-standard'])
  })
})

describe('search', () => {
  it('finds a word that only the body contains', async () => {
    const docs = await findSearchableArticles(t.payload)
    expect(docs).toHaveLength(ARTICLES.length)
    const results = rankArticles(docs, 'ecoboost')
    expect(results.map((result) => result.article.card.slug)).toEqual(['ford-f-150-vs-ram-1500-staff-review'])
  })

  it('ranks a title match first', async () => {
    const results = rankArticles(await findSearchableArticles(t.payload), 'documentary fee')
    expect(results[0].article.card.slug).toBe('what-is-a-documentary-fee')
  })
})

describe('drafts', () => {
  it('a draft-only article is never returned', async () => {
    await t.payload.create({
      collection: 'articles',
      data: {
        title: 'Unreleased secret model',
        slug: 'unreleased-secret-model',
        section: 'news',
        categories: [categoryIds.get('dealership-news') ?? ''],
        publishedAt: '2030-01-01T00:00:00.000Z',
        body: lexicalFromText('Zanzibarwords only in a draft.'),
        _status: 'draft',
      },
      draft: true,
      context: NO_REVALIDATE,
    })
    expect(await findArticle(t.payload, 'unreleased-secret-model')).toBeNull()
    const list = await findArticleListPage(t.payload, { page: 1 })
    expect(list?.articles.map((article) => article.slug)).not.toContain('unreleased-secret-model')
    expect(list?.totalDocs).toBe(ARTICLES.length)
    expect(rankArticles(await findSearchableArticles(t.payload), 'zanzibarwords')).toEqual([])
    const news = await findArticle(t.payload, 'lifetime-engine-warranty-now-standard')
    if (!news) throw new Error('missing article')
    const related = await findRelatedArticles(t.payload, { id: news.id, section: 'news', categoryIds: [] })
    expect(related.map((card) => card.slug)).not.toContain('unreleased-secret-model')
    // Staff previewing it in draft mode see it.
    expect((await findArticle(t.payload, 'unreleased-secret-model', { draft: true }))?.title).toBe('Unreleased secret model')
  })

  it("a published article's newer draft is not shown", async () => {
    const published = await findArticle(t.payload, 'winter-car-care-checklist')
    if (!published) throw new Error('missing article')
    await t.payload.update({
      collection: 'articles',
      id: published.id,
      data: { title: 'Draft rewrite of the checklist', body: lexicalFromText('Quokkadraft paragraph.'), _status: 'draft' },
      draft: true,
      context: NO_REVALIDATE,
    })
    expect((await findArticle(t.payload, 'winter-car-care-checklist'))?.title).toBe('Winter car care checklist for the Midwest')
    expect(rankArticles(await findSearchableArticles(t.payload), 'quokkadraft')).toEqual([])
    const list = await findArticleListPage(t.payload, { page: 1, perPage: 50 })
    expect(list?.articles.find((article) => article.id === published.id)?.title).toBe('Winter car care checklist for the Midwest')
    expect((await findArticle(t.payload, 'winter-car-care-checklist', { draft: true }))?.title).toBe(
      'Draft rewrite of the checklist',
    )
  })
})

describe('help center', () => {
  it('lists the categories in their sort order with paths', async () => {
    const categories = await findHelpCategories(t.payload)
    expect(categories.map((category) => category.slug)).toEqual(HELP_CENTER_CATEGORIES.map((category) => category.slug))
    expect(categories[0]).toMatchObject({ name: 'Buying a Car', icon: 'car', path: '/help-center/buying-a-car' })
  })

  it("lists a category's own FAQs in their sort order, and only those", async () => {
    const page = await findHelpCategoryPage(t.payload, 'warranty-and-protection')
    const expected = HELP_CENTER_FAQS.filter((faq) => faq.categories.includes('warranty-and-protection')).map((faq) => faq.question)
    expect(page?.category.name).toBe('Warranty & Protection')
    expect(page?.faqs.map((faq) => faq.question)).toEqual(expected)
    expect(page?.faqs.map((faq) => faq.question)).not.toContain('Unlinked question')
    expect(await findHelpCategoryPage(t.payload, 'no-such-topic')).toBeNull()
  })
})
