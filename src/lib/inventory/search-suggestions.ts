/**
 * The search box's suggestions as the shopper types: makes, models and body styles in stock whose names start
 * with the last word(s) typed, each with its count, completing the phrase and linking to the canonical listing of
 * the completed phrase (through ./free-text). The data is the facet index's unfiltered counts, shipped to the
 * browser once (a cached JSON route), so no keystroke asks the server. Pure.
 */
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import type { InventoryFacets } from './facets'
import type { GrammarContext } from './filters'
import { freeTextHref, type SearchVocabulary } from './free-text'
import { BODY_STYLE_WORDS } from './free-text-words'
import { BODY_STYLE_LABELS } from './listing-text'

/** What the browser receives once: the grammar context, makes with models, body styles, all with stock counts. */
export interface SuggestionData {
  ctx: GrammarContext
  makes: { slug: string; name: string; count: number; models: { slug: string; name: string; count: number }[] }[]
  bodyStyles: { value: BodyStyleValue; count: number }[]
}

/** One suggestion: the completed phrase, what it names, how many vehicles, and where it leads. */
export interface Suggestion {
  text: string
  kind: 'Make' | 'Model' | 'Body style'
  count: number
  href: string
}

/** The suggestion data of the whole stock's facet counts (makes, models and body styles with vehicles). */
export function suggestionDataOf(facets: InventoryFacets, ctx: GrammarContext): SuggestionData {
  return {
    ctx,
    makes: facets.makes.map(({ slug, name, count, models }) => ({ slug, name, count, models: models.map(({ slug: s, name: n, count: c }) => ({ slug: s, name: n, count: c })) })),
    bodyStyles: facets.bodyStyles.filter((style) => style.count > 0).map(({ value, count }) => ({ value, count })),
  }
}

/** The parser's vocabulary of the suggestion data. */
export function vocabularyOf(data: SuggestionData): SearchVocabulary {
  return { ctx: data.ctx, makes: data.makes, bodyStyles: data.bodyStyles.map((style) => style.value) }
}

const fold = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '')

type Candidate = { name: string; kind: Suggestion['kind']; count: number; keys: string[] }

function candidates(data: SuggestionData): Candidate[] {
  const out: Candidate[] = []
  for (const make of data.makes) {
    out.push({ name: make.name, kind: 'Make', count: make.count, keys: [fold(make.name)] })
    for (const model of make.models) {
      out.push({ name: `${make.name} ${model.name}`, kind: 'Model', count: model.count, keys: [fold(model.name), fold(`${make.name} ${model.name}`)] })
    }
  }
  for (const style of data.bodyStyles) {
    const words = Object.keys(BODY_STYLE_WORDS).filter((word) => BODY_STYLE_WORDS[word] === style.value)
    out.push({ name: BODY_STYLE_LABELS[style.value], kind: 'Body style', count: style.count, keys: [fold(BODY_STYLE_LABELS[style.value]), ...words] })
  }
  return out
}

const KIND_ORDER: Record<Suggestion['kind'], number> = { Make: 0, 'Body style': 1, Model: 2 }

/**
 * Suggestions for what has been typed: the last one or two words (a make and model may be two, "land ro") are
 * completed by each make, model or body style they begin; the rest of the phrase is kept. Most vehicles first.
 */
export function suggest(text: string, data: SuggestionData, limit = 8): Suggestion[] {
  const words = text.slice(0, 200).trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const vocabulary = vocabularyOf(data)
  const seen = new Set<string>()
  const found: (Suggestion & { rank: number })[] = []
  for (const taken of [2, 1]) {
    if (words.length < taken) continue
    const prefix = fold(words.slice(-taken).join(' '))
    if (prefix === '') continue
    const head = words.slice(0, -taken).join(' ')
    for (const candidate of candidates(data)) {
      if (candidate.kind === 'Model' && prefix.length < 2) continue
      if (!candidate.keys.some((key) => key.startsWith(prefix))) continue
      const completed = head ? `${head} ${candidate.name}` : candidate.name
      const href = freeTextHref(completed, vocabulary)
      if (seen.has(href)) continue
      seen.add(href)
      found.push({ text: completed, kind: candidate.kind, count: candidate.count, href, rank: taken })
    }
  }
  return found
    .sort((a, b) => b.rank - a.rank || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.count - a.count || a.text.localeCompare(b.text))
    .slice(0, limit)
    .map(({ rank: _rank, ...suggestion }) => suggestion)
}
