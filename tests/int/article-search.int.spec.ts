import { describe, expect, it } from 'vitest'

import {
  normalizeSearchText,
  queryTerms,
  rankArticles,
  resultSummary,
  searchSnippet,
  type SearchableArticle,
} from '@/lib/articles/search'

const doc = (id: string, title: string, excerpt: string, bodyText: string, publishedAt = '2026-01-01'): SearchableArticle => ({
  id,
  title,
  excerpt,
  bodyText,
  publishedAt,
})

// A small corpus in which each query below has one right order.
const ARTICLES: SearchableArticle[] = [
  doc('winter-title', 'Winter tires explained', 'Do you need them?', 'Snow and ice.', '2025-11-01'),
  doc('winter-excerpt', 'Before the first snow', 'Winter checks our technicians make.', 'Battery and coolant.', '2025-11-02'),
  doc('winter-body', 'Fall maintenance', 'Four quick checks.', 'Switch to winter wiper blades and test the battery.', '2025-11-03'),
  doc('winter-body-many', 'Cold weather driving', 'Stay safe.', 'winter winter winter winter winter winter winter winter', '2025-11-04'),
  doc('trade-phrase', 'Can I trade in a car I still owe on?', 'Payoffs explained.', 'We pay your lender.', '2026-04-20'),
  doc('trade-scattered', 'Trading tips', 'What a car is worth in trade.', 'In our experience the car in your driveway matters.', '2026-04-21'),
  doc('trade-one', 'Trade value basics', 'How we appraise.', 'Mileage matters.', '2026-04-22'),
  doc('accent', 'Señor Ramírez joins the service team', 'Meet our new técnico.', 'He rebuilt a Citroën.', '2026-02-02'),
  doc('ecoboost', 'Ford F-150 vs. Ram 1500', 'Two half-tons compared.', 'The 3.5L EcoBoost tows more than most owners need.', '2026-05-04'),
  doc('new-tie', 'Warranty news', 'Coverage update.', 'Engine.', '2026-06-01'),
  doc('old-tie', 'Warranty news', 'Coverage update.', 'Engine.', '2025-06-01'),
]

const order = (query: string) => rankArticles(ARTICLES, query).map((result) => result.article.id)

describe('article search ranking', () => {
  it.each([
    // A title hit beats an excerpt hit, which beats body hits, however many.
    ['winter', ['winter-title', 'winter-excerpt', 'winter-body-many', 'winter-body']],
    // Case and accents never matter, in the query or the text.
    ['WINTER', ['winter-title', 'winter-excerpt', 'winter-body-many', 'winter-body']],
    ['senor ramirez', ['accent']],
    ['Citroen', ['accent']],
    ['TÉCNICO', ['accent']],
    // The exact phrase first, then articles with every word, then those with some.
    ['trade in a car', ['trade-phrase', 'trade-scattered', 'trade-one']],
    // A word found only in a body is still found.
    ['ecoboost', ['ecoboost']],
    // A word of three letters or more matches the start of longer words ('trad' → trade, trading); title plus
    // excerpt outweighs a title alone, and of two title-only matches the newer comes first.
    ['trad', ['trade-scattered', 'trade-one', 'trade-phrase']],
    // Equal matches: the newer article first.
    ['warranty news', ['new-tie', 'old-tie']],
    // Nothing matches.
    ['convertible', []],
    ['', []],
    ['   ', []],
  ])('%s', (query, expected) => {
    expect(order(query)).toEqual(expected)
  })

  it('ranks an all-terms body match above a one-term title match', () => {
    const articles = [
      doc('title-one', 'Battery guide', 'x', 'y'),
      doc('body-all', 'Other', 'x', 'Test the battery before the winter cold.'),
    ]
    expect(rankArticles(articles, 'winter battery').map((r) => r.article.id)).toEqual(['body-all', 'title-one'])
  })

  it('drops stop words unless the query has nothing else', () => {
    expect(queryTerms('The trade-in of a car')).toEqual(['trade', 'car'])
    expect(queryTerms('the a')).toEqual(['the', 'a'])
    expect(normalizeSearchText('Ça coûte $358.03!')).toBe('ca coute 358 03')
  })
})

describe('search result summaries', () => {
  const long = `${'Filler words about nothing in particular. '.repeat(8)}Our EcoBoost engine tows more. ${'More filler text follows here. '.repeat(8)}`

  it('show the excerpt when the title or excerpt matched', () => {
    expect(resultSummary(doc('x', 'Winter tires', 'Do you need them?', long), 'winter')).toBe('Do you need them?')
  })

  it('show the body passage around the word when only the body matched', () => {
    const summary = resultSummary(doc('x', 'Trucks', 'Two compared.', long), 'ecoboost')
    expect(summary).toContain('EcoBoost engine')
    expect(summary.startsWith('… ')).toBe(true)
    expect(summary.length).toBeLessThan(200)
  })

  it('show a short body whole and a long one cut at a word', () => {
    expect(searchSnippet('Short body.', 'x')).toBe('Short body.')
    expect(searchSnippet(long, 'nowhere').endsWith(' …')).toBe(true)
  })
})
