/**
 * Full-text search of the car-research articles. Pure: the reader hands it every published article's title,
 * excerpt and body text; it ranks them in memory (a few hundred articles at most, so no search index is needed).
 *
 * Matching is case- and accent-insensitive ('Señor' = 'senor'), word-based, and a query word of three letters or
 * more also matches the start of a longer word ('warrant' finds 'warranty', 'suv' finds 'suvs'). Results are
 * ordered by, in turn:
 *   1. where the whole query occurs as a phrase (title, then excerpt, then body; queries of two words or more),
 *   2. how many of the query's words the article contains anywhere (all terms first),
 *   3. a weighted score: a word in the title weighs more than in the excerpt, which weighs more than in the body,
 *   4. the newer publication date.
 */

/** What the ranking reads of an article. */
export type SearchableArticle = {
  id: string
  title: string
  excerpt?: string | null
  bodyText: string
  publishedAt?: string | null
}

/** An article that matched, with its sort keys (exposed so tests and the page can show why). */
export type RankedArticle<T extends SearchableArticle> = {
  article: T
  phraseTier: number
  matchedTerms: number
  score: number
}

export const FIELD_WEIGHTS = { title: 10, excerpt: 4, body: 1 } as const
type Field = keyof typeof FIELD_WEIGHTS
const PHRASE_TIER: Record<Field, number> = { title: 3, excerpt: 2, body: 1 }

// Words that would match nearly every article; dropped unless the query has nothing else.
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'at', 'be', 'for', 'i', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to'])

/** Longest query kept, in characters (a guard for the search box, not a design limit). */
export const MAX_QUERY_LENGTH = 100

/** Lowercase, accents removed, everything but letters and digits turned into single spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The query's distinct words, stop words dropped unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const words = [...new Set(normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH)).split(' ').filter(Boolean))]
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return meaningful.length > 0 ? meaningful : words
}

function wordMatches(word: string, term: string): boolean {
  return word === term || (term.length >= 3 && word.startsWith(term))
}

type PreparedField = { text: string; words: string[] }

function prepare(text: string | null | undefined): PreparedField {
  const normalized = normalizeSearchText(text ?? '')
  return { text: normalized, words: normalized ? normalized.split(' ') : [] }
}

// A term's score in one field: its weight, plus up to half again for repeats, so many body hits never outweigh
// one excerpt hit, nor many excerpt hits one title hit.
function termScore(field: PreparedField, term: string, weight: number): number {
  let hits = 0
  for (const word of field.words) if (wordMatches(word, term)) hits += 1
  if (hits === 0) return 0
  return weight * (1 + Math.min(hits - 1, 5) / 10)
}

function containsPhrase(field: PreparedField, phrase: string): boolean {
  return ` ${field.text} `.includes(` ${phrase} `)
}

/** Ranks the articles that contain at least one query word; an empty query matches nothing. */
export function rankArticles<T extends SearchableArticle>(articles: readonly T[], query: string): RankedArticle<T>[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const phrase = normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH))
  const ranked: RankedArticle<T>[] = []
  for (const article of articles) {
    const fields: Record<Field, PreparedField> = {
      title: prepare(article.title),
      excerpt: prepare(article.excerpt),
      body: prepare(article.bodyText),
    }
    let score = 0
    let matchedTerms = 0
    for (const term of terms) {
      let termTotal = 0
      for (const name of Object.keys(FIELD_WEIGHTS) as Field[]) {
        termTotal += termScore(fields[name], term, FIELD_WEIGHTS[name])
      }
      if (termTotal > 0) matchedTerms += 1
      score += termTotal
    }
    if (matchedTerms === 0) continue
    let phraseTier = 0
    if (phrase.includes(' ')) {
      for (const name of Object.keys(FIELD_WEIGHTS) as Field[]) {
        if (containsPhrase(fields[name], phrase)) phraseTier = Math.max(phraseTier, PHRASE_TIER[name])
      }
    }
    ranked.push({ article, phraseTier, matchedTerms, score })
  }
  return ranked.sort(compareRanked)
}

function compareRanked<T extends SearchableArticle>(a: RankedArticle<T>, b: RankedArticle<T>): number {
  return (
    b.phraseTier - a.phraseTier ||
    b.matchedTerms - a.matchedTerms ||
    b.score - a.score ||
    (b.article.publishedAt ?? '').localeCompare(a.article.publishedAt ?? '') ||
    a.article.title.localeCompare(b.article.title)
  )
}

const SNIPPET_LENGTH = 180

/**
 * A short passage of the text around the first query word it contains (with an ellipsis where cut), or its
 * beginning when none occurs; shown under a result so a body-only match explains itself.
 */
export function searchSnippet(text: string, query: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= SNIPPET_LENGTH) return flat
  const terms = queryTerms(query)
  // Search the accent-free lowercase copy; NFD + mark removal keeps one character per base letter for Latin text.
  const folded = flat.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()
  const aligned = folded.length === flat.length
  let at = -1
  for (const term of terms) {
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'u').exec(folded)
    if (match && (at === -1 || match.index < at)) at = match.index + match[1].length
  }
  if (at === -1 || !aligned) return `${flat.slice(0, SNIPPET_LENGTH).replace(/\s+\S*$/, '')} …`
  const start = Math.max(0, at - 60)
  const from = start === 0 ? 0 : flat.indexOf(' ', start) + 1
  const slice = flat.slice(from, from + SNIPPET_LENGTH).replace(/\s+\S*$/, '')
  return `${from > 0 ? '… ' : ''}${slice}${from + SNIPPET_LENGTH < flat.length ? ' …' : ''}`
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** What a result shows under its title: the excerpt, unless only the body matched, then the matching passage. */
export function resultSummary(article: SearchableArticle, query: string): string {
  const terms = queryTerms(query)
  const head = prepare(`${article.title} ${article.excerpt ?? ''}`)
  const headMatches = terms.some((term) => head.words.some((word) => wordMatches(word, term)))
  if (article.excerpt && headMatches) return article.excerpt
  return searchSnippet(article.bodyText, query) || article.excerpt || ''
}
