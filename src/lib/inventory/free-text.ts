/**
 * The free-text search box: a shopper's words ("blue awd suv under 25k", "2019 honda civic", "tesla") → the
 * listing they mean, written by the grammar's own link builder (./listing-href), so the box lands on the same
 * canonical URL a facet click would. What the grammar can say goes into the path or its query (condition, body
 * style, make-model, price, mileage, payment); model years become `year=`; every other word stays as a keyword
 * term (`q=`) matched against make, model, trim, colour, drivetrain and features. Pure: the store's vocabulary
 * (conditions, makes and models in stock, active body styles) is an argument, read from the facet index.
 *
 * Reading order: phrases of several words first (price and mileage bounds, year ranges, "low miles"), then makes and
 * models (longest match, hyphens and spaces optional: "cr v", "crv", "CR-V"), then single words (body styles,
 * drivetrains, conditions, filler). A word left over that is one or two typing errors from a make in stock is read
 * as that make ("toyta", "volkswagon"). 4x4, 4wd and awd all mean the keyword `awd`, which the listing matches
 * against both all-wheel and four-wheel drive.
 */
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import { defaultInventoryFilters, type GrammarContext, type InventoryFilters } from './filters'
import { listingHref } from './listing-href'
import { MAX_MILEAGE } from './query'
import { keywordTerms, MAX_KEYWORD_TERMS, MAX_YEAR, MIN_YEAR, type YearRange } from './search-params'
import { MAX_PRICE } from './segments'
import { MAX_MONTHLY_PAYMENT } from './where'
import {
  collapse,
  CONDITION_WORDS,
  correctMakes,
  DRIVE_WORDS,
  FILLER,
  BODY_STYLE_WORDS,
  MAKE_ALIASES,
  MILE_WORDS,
  MONTH_WORDS,
  NEWER_WORDS,
  OLDER_WORDS,
  OVER_WORDS,
  own,
  tokenize,
  UNDER_WORDS,
  WHEEL_DRIVE,
  type VocabularyMake,
} from './free-text-words'

export { editDistance, type VocabularyMake } from './free-text-words'

/** What the parser knows of the store: the grammar context, makes and models in stock, active body styles. */
export interface SearchVocabulary {
  ctx: GrammarContext
  makes: readonly VocabularyMake[]
  bodyStyles: readonly BodyStyleValue[]
}

/** A free-text search, read. */
export interface FreeTextSearch {
  filters: InventoryFilters
  payment: number | null
  years: YearRange | null
  keyword: string[]
}

/** "Low miles" / "low mileage": a ceiling among the mileage facet's bands. */
export const LOW_MILES = 30000

const AMOUNT = /^(\d{1,12})(k)?$/

// An amount with its unit word: "25k", "25 thousand", "25 grand", "25000"; the index after it, or null.
function readAmount(tokens: readonly string[], at: number): { value: number; next: number; thousands: boolean } | null {
  const match = AMOUNT.exec(tokens[at] ?? '')
  if (!match) return null
  const unit = tokens[at + 1]
  if (match[2]) return { value: Number(match[1]) * 1000, next: at + 1, thousands: true }
  if (unit === 'thousand' || unit === 'grand') return { value: Number(match[1]) * 1000, next: at + 2, thousands: true }
  return { value: Number(match[1]), next: at + 1, thousands: false }
}

const isYear = (token: string | undefined): boolean =>
  token !== undefined && /^\d{4}$/.test(token) && Number(token) >= MIN_YEAR && Number(token) <= MAX_YEAR

/** What the bounded phrases read: every field optional, the first of each kind wins. */
interface Bounds {
  price: InventoryFilters['price']
  mileage: InventoryFilters['mileage']
  payment: number | null
  years: YearRange | null
}

// A bound after an under/over word at `at`: miles when followed by a mile word, a payment when followed by a month
// word, else a price (a bare "under 25" means thousands). Returns the index after it, or null when not a bound.
function readBound(tokens: readonly string[], at: number, kind: 'under' | 'over', bounds: Bounds): number | null {
  const amount = readAmount(tokens, at)
  if (!amount) return null
  let next = amount.next
  while (tokens[next] === 'a' || tokens[next] === 'per' || tokens[next] === 'dollars') next++
  if (MILE_WORDS.has(tokens[next] ?? '')) {
    const miles = amount.value
    if (miles >= 1 && miles <= MAX_MILEAGE) {
      bounds.mileage ??= kind === 'under' ? { min: null, max: miles } : { min: miles, max: null }
    }
    return next + 1
  }
  if (MONTH_WORDS.has(tokens[next] ?? '')) {
    if (kind === 'under' && amount.value >= 1 && amount.value <= MAX_MONTHLY_PAYMENT) bounds.payment ??= amount.value
    return next + 1
  }
  const dollars = !amount.thousands && amount.value < 1000 ? amount.value * 1000 : amount.value
  if (dollars >= 1 && dollars <= MAX_PRICE) bounds.price ??= { kind, amount: dollars }
  return amount.next
}

// Year phrases at `at`: "2017 to 2019", "2018 or newer", "2015 and older", or one year. Returns the next index.
function readYears(tokens: readonly string[], at: number, bounds: Bounds): number | null {
  if (!isYear(tokens[at])) return null
  const year = Number(tokens[at])
  if (isYear(tokens[at + 1])) {
    // Two years side by side ("2020 2021") are a window too.
    const other = Number(tokens[at + 1])
    bounds.years ??= { min: Math.min(year, other), max: Math.max(year, other) }
    return at + 2
  }
  if (['to', 'through', 'thru', 'and'].includes(tokens[at + 1] ?? '')) {
    if (isYear(tokens[at + 2])) {
      const other = Number(tokens[at + 2])
      bounds.years ??= { min: Math.min(year, other), max: Math.max(year, other) }
      return at + 3
    }
  }
  const link = tokens[at + 1] === 'or' || tokens[at + 1] === 'and' ? at + 2 : at + 1
  if (NEWER_WORDS.has(tokens[link] ?? '')) {
    bounds.years ??= { min: year, max: null }
    return link + 1
  }
  if (OLDER_WORDS.has(tokens[link] ?? '')) {
    bounds.years ??= { min: null, max: year }
    return link + 1
  }
  bounds.years ??= { min: year, max: year }
  return at + 1
}

// "newer than 2018" / "after 2018" / "before 2015" / "older than 2015" with the year after the word.
function readYearAfterWord(tokens: readonly string[], at: number, bounds: Bounds): number | null {
  const word = tokens[at]
  const yearAt = tokens[at + 1] === 'than' ? at + 2 : at + 1
  if (!isYear(tokens[yearAt])) return null
  const year = Number(tokens[yearAt])
  if (word === 'newer' || word === 'after') bounds.years ??= { min: year + 1, max: null }
  else if (word === 'since') bounds.years ??= { min: year, max: null }
  else if (word === 'older' || word === 'before') bounds.years ??= { min: null, max: year - 1 }
  else return null
  return yearAt + 1
}

type MakeMatch = { make: VocabularyMake; model: string | null; length: number }

// The longest make, make+model or model phrase starting at `at` (up to four tokens, compared without hyphens).
function readMakeModel(tokens: readonly string[], at: number, makes: readonly VocabularyMake[], chosen: VocabularyMake | null): MakeMatch | null {
  let best: MakeMatch | null = null
  for (let length = Math.min(4, tokens.length - at); length >= 1 && !best; length--) {
    const words = tokens.slice(at, at + length)
    const phrase = words.join('')
    // A number alone is a model only after its make ("porsche 911", "ram 1500"), never a model on its own.
    if (length === 1 && /^\d+$/.test(phrase) && !chosen) continue
    const aliased = length === 1 ? own(MAKE_ALIASES, phrase) : undefined
    for (const make of makes) {
      const makeKey = collapse(make.slug)
      if (phrase === makeKey || aliased === makeKey) {
        best = { make, model: null, length }
        break
      }
      const model = make.models.find((m) => phrase === collapse(m.slug) || phrase === makeKey + collapse(m.slug))
      // A model named alone picks its make, unless another make was already named.
      if (model && (!chosen || chosen.slug === make.slug)) {
        best = { make, model: model.slug, length }
        break
      }
    }
  }
  return best
}

/** Reads a shopper's words against the store's vocabulary. Never throws; unknown words become keyword terms. */
export function parseFreeText(text: string, vocabulary: SearchVocabulary): FreeTextSearch {
  const { ctx, makes, bodyStyles } = vocabulary
  const tokens = correctMakes(tokenize(text), makes)
  const bounds: Bounds = { price: null, mileage: null, payment: null, years: null }
  let condition: Condition | null = null
  let bodyStyle: BodyStyleValue | null = null
  let makeModel = null as MakeMatch | null
  // Keyword terms in the shopper's order.
  const leftovers: string[] = []
  const addKeyword = (word: string) => leftovers.push(word)

  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]
    const next = tokens[i + 1]
    const bound = UNDER_WORDS.has(token) ? readBound(tokens, i + 1, 'under', bounds) : OVER_WORDS.has(token) ? readBound(tokens, i + 1, 'over', bounds) : null
    if (bound !== null) {
      i = bound
      continue
    }
    const yearAfter = readYearAfterWord(tokens, i, bounds)
    if (yearAfter !== null) {
      i = yearAfter
      continue
    }
    if (token === 'low' && (next === 'miles' || next === 'mileage' || next === 'mile')) {
      bounds.mileage ??= { min: null, max: LOW_MILES }
      i += 2
      continue
    }
    const wheelDrive = own(WHEEL_DRIVE, token)
    if (wheelDrive && next === 'wheel') {
      addKeyword(wheelDrive)
      i += tokens[i + 2] === 'drive' ? 3 : 2
      continue
    }
    const years = readYears(tokens, i, bounds)
    if (years !== null) {
      i = years
      continue
    }
    const found: MakeMatch | null = makeModel?.model ? null : readMakeModel(tokens, i, makeModel ? [makeModel.make] : makes, makeModel?.make ?? null)
    if (found) {
      makeModel = found
      i += found.length
      continue
    }
    // A bare amount ("civic 15k") is a price ceiling; "50k miles" a mileage ceiling; of a range ("20k-30k",
    // "between 20k and 30k") the grammar keeps the ceiling, a shopper's budget.
    if (AMOUNT.test(token) && (token.endsWith('k') || next === 'thousand' || next === 'grand' || Number(token) >= 1000)) {
      const first = readAmount(tokens, i)
      const link = first ? first.next : i + 1
      const ceiling = (link === i + 1 || link === i + 2) && (tokens[link] === 'to' || tokens[link] === 'and') ? link + 1 : i
      const after = readBound(tokens, AMOUNT.test(tokens[ceiling] ?? '') ? ceiling : i, 'under', bounds)
      if (after !== null) {
        i = after
        continue
      }
    }
    i++
    const style = own(BODY_STYLE_WORDS, token)
    const drive = own(DRIVE_WORDS, token)
    const namedCondition = own(CONDITION_WORDS, token)
    if (style) {
      // A body style the store does not offer is still what the shopper asked for: keep it as a word.
      if (bodyStyles.includes(style)) bodyStyle ??= style
      else addKeyword(token)
    } else if (drive) addKeyword(drive)
    else if (namedCondition) condition ??= namedCondition
    // A bound word without an amount after it ("under budget") asks for nothing.
    else if (UNDER_WORDS.has(token) || OVER_WORDS.has(token)) continue
    else if (!FILLER.has(token)) leftovers.push(token)
  }

  const keyword = leftovers
  const configured = condition !== null && ctx.conditions.includes(condition) ? condition : null
  // With one condition configured, its listing is the store's whole inventory (as /search-vehicles goes there).
  const listing = configured ?? (ctx.conditions.length === 1 ? ctx.conditions[0] : null)
  const filters: InventoryFilters = {
    ...defaultInventoryFilters(ctx, listing),
    bodyStyle,
    makeModel: makeModel ? { make: makeModel.make.slug, model: makeModel.model } : null,
    price: bounds.price,
    mileage: bounds.mileage,
  }
  const terms = keywordTerms(keyword.join(' ')).slice(0, MAX_KEYWORD_TERMS)
  return { filters, payment: bounds.payment, years: bounds.years, keyword: terms }
}

/** The canonical listing URL of a free-text search. */
export function freeTextHref(text: string, vocabulary: SearchVocabulary): string {
  const search = parseFreeText(text, vocabulary)
  return listingHref({ filters: search.filters, ctx: vocabulary.ctx, payment: search.payment, keyword: search.keyword, years: search.years })
}
