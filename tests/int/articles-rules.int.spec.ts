import { describe, expect, it } from 'vitest'

import { articleListMeta, articlePageMeta, articleSearchMeta } from '@/components/articles/article-meta'
import { articleJsonLd } from '@/lib/articles/json-ld'
import { lexicalToPlainText } from '@/lib/articles/lexical-text'
import { parseArticleListParams, parseArticleSearchQuery } from '@/lib/articles/list-query'
import {
  ARTICLE_SECTIONS,
  articleListHref,
  articleSearchHref,
  canonicalizeArticlePath,
  sectionArticlePath,
} from '@/lib/articles/paths'
import type { ArticleDetail } from '@/lib/articles/queries'
import { countWords, readingMinutes, readingTimeLabel } from '@/lib/articles/reading-time'
import { toggleForPath } from '@/lib/settings/page-toggles'

import { lexicalFromText } from '../../seed/lib/lexical'

describe('article addresses', () => {
  it('canonicalise every alias prefix and the direct route to /car-research/{slug}', () => {
    for (const section of ARTICLE_SECTIONS) {
      expect(canonicalizeArticlePath(sectionArticlePath(section, 'winter-tips'))).toBe('/car-research/winter-tips')
    }
    expect(canonicalizeArticlePath('/faqs-okd/winter-tips')).toBe('/car-research/winter-tips')
    expect(canonicalizeArticlePath('/car-research/winter-tips')).toBe('/car-research/winter-tips')
  })

  it('ignore case, a trailing slash, the query and the hash', () => {
    expect(canonicalizeArticlePath('/News/Winter-Tips/')).toBe('/car-research/winter-tips')
    expect(canonicalizeArticlePath('/staff-reviews/rav4-review?utm_source=x#verdict')).toBe('/car-research/rav4-review')
  })

  it('are not articles: list, search and guide pages, other prefixes, nested paths and malformed slugs', () => {
    for (const path of [
      '/car-research',
      '/car-research/search',
      '/car-research/body-styles',
      '/news',
      '/news/a/b',
      '/help-center/buying-a-car',
      '/used-cars-for-sale/suvs',
      '/news/-leading-dash',
      '/news/under_score',
      '/news/%3Cscript%3E',
    ]) {
      expect(canonicalizeArticlePath(path), path).toBeNull()
    }
  })

  it('are all governed by the car-research page toggle', () => {
    for (const section of ARTICLE_SECTIONS) expect(toggleForPath(`/${section}/x`)).toBe('carResearch')
    expect(toggleForPath('/car-research/body-styles/search')).toBe('carResearch')
    expect(toggleForPath('/help-center/buying-a-car')).toBe('helpCenter')
  })

  it('build list links as paths and search links with a query string', () => {
    expect(articleListHref()).toBe('/car-research')
    expect(articleListHref({ page: 1 })).toBe('/car-research')
    expect(articleListHref({ page: 3 })).toBe('/car-research/page/3')
    expect(articleListHref({ category: 'financing' })).toBe('/car-research/topic/financing')
    expect(articleListHref({ category: 'financing', page: 2 })).toBe('/car-research/topic/financing/page/2')
    // The list's own segments are never read as article slugs.
    expect(canonicalizeArticlePath('/car-research/page')).toBeNull()
    expect(canonicalizeArticlePath('/car-research/topic')).toBeNull()
    expect(articleSearchHref('trade in & payoff')).toBe('/car-research/search?q=trade+in+%26+payoff')
  })
})

describe('list segments and search query strings', () => {
  it('read a topic and a page, defaulting to page 1', () => {
    expect(parseArticleListParams({})).toEqual({ category: null, page: 1 })
    expect(parseArticleListParams({ page: '2' })).toEqual({ category: null, page: 2 })
    expect(parseArticleListParams({ category: 'financing', page: '13' })).toEqual({ category: 'financing', page: 13 })
  })

  it('reject pages and topics that name no page, the explicit page 1 and the build probe included', () => {
    for (const page of ['1', '0', '02', '1.5', 'abc', '-1', '99999', '__build-probe']) {
      expect(parseArticleListParams({ page }), page).toBeNull()
    }
    for (const category of ['Financing', 'tips&tricks', '-x', '__build-probe']) {
      expect(parseArticleListParams({ category }), category).toBeNull()
    }
  })

  it('trim the search text and cut it to 100 characters', () => {
    expect(parseArticleSearchQuery({ q: '  winter   tires ' })).toBe('winter tires')
    expect(parseArticleSearchQuery({ q: ['first', 'second'] })).toBe('first')
    expect(parseArticleSearchQuery({})).toBe('')
    expect(parseArticleSearchQuery({ q: 'x'.repeat(300) })).toHaveLength(100)
  })
})

describe('reading time', () => {
  it('counts words, keeping hyphenated words and contractions whole', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('The F-150 isn’t cheap, but it’s worth $35,000.')).toBe(8)
  })

  it('is words / 225 rounded up', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
    expect(readingMinutes('')).toBe(0)
    expect(readingMinutes(words(1))).toBe(1)
    expect(readingMinutes(words(225))).toBe(1)
    expect(readingMinutes(words(226))).toBe(2)
    expect(readingMinutes(words(900))).toBe(4)
    expect(readingMinutes(words(901))).toBe(5)
  })

  it('is labelled in minutes, never "0 min"', () => {
    expect(readingTimeLabel(0)).toBe('1 min read')
    expect(readingTimeLabel(4)).toBe('4 min read')
  })
})

describe('Lexical body text', () => {
  it('keeps headings, paragraphs and list items in order, one block a line', () => {
    const body = lexicalFromText('## Why\n\nFirst  paragraph\ncontinues.\n\n- one\n- two\n\nLast.')
    expect(lexicalToPlainText(body)).toBe('Why\nFirst paragraph continues.\none\ntwo\nLast.')
  })

  it('is empty for a missing or malformed value', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText({ root: {} })).toBe('')
  })
})

const article: ArticleDetail = {
  id: 'a1',
  title: 'Winter car care checklist',
  slug: 'winter-car-care-checklist',
  path: '/car-research/winter-car-care-checklist',
  section: 'car-advice-education',
  excerpt: 'Five things to check.',
  author: 'Gloria Ortega',
  publishedAt: '2025-11-03T15:00:00.000Z',
  updatedAt: '2025-11-10T09:00:00.000Z',
  heroImage: { id: 'm1', alt: 'Snowy road', url: '/api/media/file/winter.png', updatedAt: '', createdAt: '' },
  body: null,
  meta: { title: 'Winter checklist', description: null },
  categories: [],
  readingMinutes: 2,
}

describe('article metadata and structured data', () => {
  it('use the SEO title, else the title; the excerpt when the SEO description is empty; the canonical path', () => {
    expect(articlePageMeta(article, 'Rock River Auto')).toMatchObject({
      title: 'Winter checklist | Rock River Auto',
      description: 'Five things to check.',
      alternates: { canonical: '/car-research/winter-car-care-checklist' },
      openGraph: { type: 'article', images: [{ url: '/api/media/file/winter.png' }] },
    })
    expect(articlePageMeta({ ...article, meta: {} }, null).title).toBe('Winter car care checklist')
  })

  it('title list pages by topic and page; search pages are noindex', () => {
    const category = { id: 'c1', name: 'Financing', slug: 'financing' }
    expect(articleListMeta(null, { category, page: 2 })).toMatchObject({
      title: 'Car research: Financing (page 2)',
      alternates: { canonical: '/car-research/topic/financing/page/2' },
    })
    expect(articleSearchMeta(null, 'tires')).toMatchObject({ robots: { index: false, follow: true } })
  })

  it('describe the Article with absolute URLs when the origin is known', () => {
    expect(articleJsonLd(article, 'https://cars.example.com')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Winter car care checklist',
      description: 'Five things to check.',
      datePublished: '2025-11-03T15:00:00.000Z',
      dateModified: '2025-11-10T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Gloria Ortega' },
      image: ['https://cars.example.com/api/media/file/winter.png'],
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://cars.example.com/car-research/winter-car-care-checklist' },
      url: 'https://cars.example.com/car-research/winter-car-care-checklist',
    })
    const bare = articleJsonLd({ title: 'T', path: '/car-research/t' })
    expect(bare).not.toHaveProperty('author')
    expect(bare).not.toHaveProperty('datePublished')
  })
})
