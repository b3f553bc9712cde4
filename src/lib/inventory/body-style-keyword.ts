/**
 * The keyword box of the body-style guide (/car-research/body-styles): a shopper's words → the listing of the
 * body style they mean, or the whole used-car listing when they name none. Pure; the route reads the active body
 * styles and redirects to the path this returns.
 *
 * A keyword matches a body style by its value ('suvs'), its name as the admin spells it ('SUVs & Crossovers'), the
 * singular or plural of either, or a common synonym (pickup → trucks, van → minivans, crossover → suvs,
 * car → sedans …). Case, accents, punctuation and filler words ('used', 'cheap', 'for sale') do not matter; the
 * longest phrase found wins ('work truck' is commercial, 'truck' is trucks).
 */
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import { buildInventoryPath, defaultInventoryFilters, type GrammarContext } from './filters'

/** What the parser needs of a body style: its URL value and its display name. */
export type KeywordBodyStyle = { value: BodyStyleValue; name: string }

// The guide links into the used-car listing, as the home page's body-style tiles do.
const LISTING_CTX: GrammarContext = { conditions: ['used'], makes: [], defaultSort: 'newest' }

/** Phrases a shopper uses for each body style, beyond its value and name (singular; plurals are folded). */
const SYNONYMS: Readonly<Record<BodyStyleValue, readonly string[]>> = {
  suvs: ['suv', 'crossover', 'cuv', 'sport utility', 'sport utility vehicle', 'third row', '3rd row', '4x4', 'jeep'],
  sedans: ['sedan', 'saloon', 'car', 'four door', '4 door', 'compact car', 'midsize car', 'family car', 'commuter car'],
  wagons: ['wagon', 'station wagon', 'estate', 'shooting brake', 'sport wagon'],
  coupes: ['coupe', 'two door', '2 door', 'sports car', 'sport car', 'muscle car'],
  convertibles: ['convertible', 'cabriolet', 'cabrio', 'roadster', 'drop top', 'droptop', 'soft top', 'hard top convertible', 'spyder', 'spider'],
  hatchbacks: ['hatchback', 'hatch', 'five door', '5 door', 'hot hatch'],
  trucks: ['truck', 'pickup', 'pick up', 'pickup truck', 'crew cab', 'half ton', 'tow vehicle'],
  minivans: ['minivan', 'mini van', 'van', 'people mover', 'family van', 'passenger van', 'seven seater', '7 seater', 'eight seater', '8 seater'],
  commercial: ['commercial', 'commercial vehicle', 'work truck', 'work van', 'cargo van', 'box truck', 'fleet', 'chassis cab', 'cutaway', 'stake bed', 'dump truck', 'utility van'],
}

// Words that say nothing about the body style; dropped before matching.
const FILLER = new Set([
  'a', 'an', 'the', 'for', 'sale', 'used', 'new', 'certified', 'pre', 'owned', 'preowned', 'cheap', 'affordable',
  'best', 'good', 'buy', 'i', 'want', 'need', 'looking', 'shop', 'near', 'me', 'with', 'in', 'of', 'my', 'under',
])

const CONDITION_WORDS = new Set(['used', 'new', 'certified', 'preowned', 'owned'])

// Singular form: 'suvs' → 'suv', 'coupes' → 'coupe', 'hatches' → 'hatch'.
function singular(word: string): string {
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singular)
}

type Phrase = { words: string[]; value: BodyStyleValue }

function phraseTable(bodyStyles: readonly KeywordBodyStyle[]): Phrase[] {
  const table: Phrase[] = []
  for (const style of bodyStyles) {
    for (const text of [style.value, style.name, ...SYNONYMS[style.value]]) {
      const phrase = words(text).filter((word) => !FILLER.has(word))
      if (phrase.length > 0) table.push({ words: phrase, value: style.value })
    }
  }
  // Longest phrase first, so 'work truck' (commercial) beats 'truck' (trucks).
  return table.sort((a, b) => b.words.length - a.words.length)
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

/**
 * The body style a keyword names among the given (active) ones, or null when it names none of them. Of equally
 * long phrases, the one found first in the keyword wins ('suv or truck' → suvs).
 */
export function bodyStyleForKeyword(keyword: string, bodyStyles: readonly KeywordBodyStyle[]): BodyStyleValue | null {
  const all = words(keyword.slice(0, 100))
  const meaningful = all.filter((word) => !FILLER.has(word))
  if (meaningful.length === 0) return null
  // 'used cars' or 'new cars for sale' asks for the whole listing, not for sedans.
  if (meaningful.every((word) => word === 'car' || word === 'vehicle') && all.some((word) => CONDITION_WORDS.has(word))) {
    return null
  }
  let best: { value: BodyStyleValue; length: number; at: number } | null = null
  for (const phrase of phraseTable(bodyStyles)) {
    if (best && phrase.words.length < best.length) break
    const at = containsSequence(meaningful, phrase.words)
    if (at >= 0 && (!best || at < best.at)) best = { value: phrase.value, length: phrase.words.length, at }
  }
  return best?.value ?? null
}

/** The listing of a body style: `/used-cars-for-sale/{value}`, through the grammar's own path writer. */
export function bodyStyleListingPath(value: BodyStyleValue | null): string {
  return buildInventoryPath({ ...defaultInventoryFilters(LISTING_CTX, 'used'), bodyStyle: value }, LISTING_CTX)
}

/** Where the keyword box leads: the named body style's listing, else the whole used-car listing. */
export function bodyStyleKeywordPath(keyword: string, bodyStyles: readonly KeywordBodyStyle[]): string {
  return bodyStyleListingPath(bodyStyleForKeyword(keyword, bodyStyles))
}

/** The keyword box's handler, which redirects (307) to bodyStyleKeywordPath. */
export const BODY_STYLE_SEARCH_PATH = '/car-research/body-styles/search'
