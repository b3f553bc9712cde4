/**
 * The vocabulary of the free-text search (./free-text): the words it knows (body styles, drivetrains, bounds,
 * conditions, filler), the tokenizer, and the correction of misspelled makes and models by edit distance. Pure.
 */
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import { SPANISH_FILLER, translateSpanish } from './free-text-es'

/** A make in stock with its models, as slugs and display names. */
export interface VocabularyMake {
  slug: string
  name: string
  models: readonly { slug: string; name: string }[]
}


export const BODY_STYLE_WORDS: Readonly<Record<string, BodyStyleValue>> = {
  suv: 'suvs', suvs: 'suvs', crossover: 'suvs', crossovers: 'suvs', cuv: 'suvs',
  sedan: 'sedans', sedans: 'sedans', saloon: 'sedans',
  wagon: 'wagons', wagons: 'wagons', estate: 'wagons',
  coupe: 'coupes', coupes: 'coupes',
  convertible: 'convertibles', convertibles: 'convertibles', cabriolet: 'convertibles', roadster: 'convertibles',
  hatchback: 'hatchbacks', hatchbacks: 'hatchbacks', hatch: 'hatchbacks',
  truck: 'trucks', trucks: 'trucks', pickup: 'trucks', pickups: 'trucks',
  minivan: 'minivans', minivans: 'minivans', van: 'minivans', vans: 'minivans',
  commercial: 'commercial',
}

// Two-word phrases, joined before the single words are read.
export const JOINED: Readonly<Record<string, string>> = {
  'pick up': 'pickup', 'mini van': 'minivan', 'four by four': '4x4', 'pre owned': 'used', 'less than': 'under',
  'more than': 'over', 'up to': 'under', 'at most': 'under', 'no more than': 'under', 'at least': 'over',
  'cheaper than': 'under', 'greater than': 'over', 'lower than': 'under', 'higher than': 'over',
}

export const DRIVE_WORDS: Readonly<Record<string, string>> = {
  '4x4': 'awd', '4wd': 'awd', awd: 'awd', '4x2': 'fwd', fwd: 'fwd', rwd: 'rwd',
}
// "all wheel drive", "four-wheel drive", "rear wheel drive": the first word names the drivetrain.
export const WHEEL_DRIVE: Readonly<Record<string, string>> = { all: 'awd', four: 'awd', '4': 'awd', front: 'fwd', rear: 'rwd' }

export const CONDITION_WORDS: Readonly<Record<string, Condition>> = {
  used: 'used', preowned: 'used', new: 'new', certified: 'certified', cpo: 'certified',
}

export const UNDER_WORDS = new Set(['under', 'below', 'max', 'maximum', 'beneath'])
export const OVER_WORDS = new Set(['over', 'above', 'min', 'minimum', 'exceeding'])
export const MILE_WORDS = new Set(['mile', 'miles', 'mi', 'mileage', 'odometer'])
export const MONTH_WORDS = new Set(['month', 'monthly', 'mo', 'mth', 'pm'])
export const NEWER_WORDS = new Set(['newer', 'later', 'up', 'after'])
export const OLDER_WORDS = new Set(['older', 'earlier', 'before'])

// Words that ask for nothing: dropped rather than kept as keywords that would match no vehicle.
export const FILLER = new Set([
  'a', 'an', 'the', 'for', 'sale', 'with', 'w', 'and', 'or', 'in', 'of', 'on', 'to', 'me', 'my', 'i', 'im', 'we',
  'near', 'cheap', 'affordable', 'good', 'great', 'best', 'nice', 'car', 'cars', 'vehicle', 'vehicles', 'auto',
  'autos', 'want', 'need', 'looking', 'look', 'show', 'find', 'buy', 'shop', 'search', 'any', 'some', 'than',
  'price', 'priced', 'budget', 'dollars', 'dollar', 'usd', 'per', 'from', 'between', 'year', 'years',
  'model', 'models', 'drive', 'wheel', 'owned', 'pre', 'around', 'about', 'stock', 'inventory', 'available',
  'miles', 'mile', 'is', 'are', 'that', 'has', 'have', 'please', 'like', 'less', 'more', ...SPANISH_FILLER,
])

// Everyday names of makes (as collapsed slugs): chevy is Chevrolet, vw Volkswagen, benz Mercedes-Benz.
export const MAKE_ALIASES: Readonly<Record<string, string>> = {
  chevy: 'chevrolet', vw: 'volkswagen', benz: 'mercedesbenz', mercedes: 'mercedesbenz', merc: 'mercedesbenz',
  beemer: 'bmw', bimmer: 'bmw', alfa: 'alfaromeo', caddy: 'cadillac',
}

export const collapse = (slug: string): string => slug.replace(/-/g, '')

/** A table's own entry for a typed word: "constructor" or "tostring" are not Object.prototype's. */
export const own = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined

/**
 * Edit distance (insertions, deletions, substitutions) of two short words. Ten lines over words of at most 30
 * letters, asked once per leftover word against the makes in stock: a dependency would add nothing here.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]
}

// Letters and digits only; thousands separators and '$' dropped ("$25,000" → "25000"); a dash between two
// numbers is a range ("2017-2019" → "2017 to 2019"); "25k" and "25 k" stay one amount. Accents are folded, so
// "automático" and "automatico" are one word.
export function tokenize(text: string): string[] {
  const cleaned = text
    .slice(0, 200)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\dk?)\s*[-–]\s*(?=\$?\d)/g, '$1 to ')
    .replace(/(\d{4})\s*\+/g, '$1 and newer ')
    .replace(/<\s*(?=\$?\d)/g, ' under ')
    .replace(/>\s*(?=\$?\d)/g, ' over ')
    .replace(/(\d)\s*k\b/g, '$1k')
    .replace(/\/\s*mo\b/g, ' month')
  // Spanish words become the English ones the rest of this file reads (./free-text-es).
  const tokens = translateSpanish(cleaned.split(/[^a-z0-9]+/).filter(Boolean))
  const joined: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const three = tokens.slice(i, i + 3).join(' ')
    const two = tokens.slice(i, i + 2).join(' ')
    const joinedThree = own(JOINED, three)
    const joinedTwo = own(JOINED, two)
    if (joinedThree) {
      joined.push(joinedThree)
      i += 2
    } else if (joinedTwo) {
      joined.push(joinedTwo)
      i += 1
    } else joined.push(tokens[i])
  }
  return joined
}

// Every word the parser knows, which is therefore never "corrected" into a make.
function knownWords(makes: readonly VocabularyMake[]): Set<string> {
  const known = new Set<string>([
    ...FILLER, ...Object.keys(BODY_STYLE_WORDS), ...Object.keys(DRIVE_WORDS), ...Object.keys(CONDITION_WORDS),
    ...Object.keys(MAKE_ALIASES), ...UNDER_WORDS, ...OVER_WORDS, ...MILE_WORDS, ...MONTH_WORDS, ...NEWER_WORDS,
    ...OLDER_WORDS, 'low', 'thousand', 'grand', 'since', 'than', 'through', 'thru',
  ])
  for (const make of makes) {
    for (const part of make.slug.split('-')) known.add(part)
    for (const model of make.models) for (const part of [collapse(model.slug), ...model.slug.split('-')]) known.add(part)
  }
  return known
}

// An unknown word one typing error from a make in stock (two for words of seven letters or more) is that make:
// "toyta", "hundai", "volkswagon"; one error from a model of five letters or more is that model ("camery").
// Words of fewer than four letters are too short to tell apart. Makes win ties.
export function correctMakes(tokens: string[], makes: readonly VocabularyMake[]): string[] {
  const known = knownWords(makes)
  const candidates = makes.flatMap((make) => [
    { key: collapse(make.slug), make: true },
    ...make.models.map((model) => ({ key: collapse(model.slug), make: false })).filter((model) => model.key.length >= 5),
  ])
  return tokens.map((word) => {
    if (word.length < 4 || /\d/.test(word) || known.has(word)) return word
    let best: { key: string; distance: number } | null = null
    for (const candidate of candidates) {
      const allowed = candidate.make && word.length >= 7 ? 2 : 1
      const distance = editDistance(word, candidate.key)
      if (distance <= allowed && (!best || distance < best.distance)) best = { key: candidate.key, distance }
    }
    return best?.key ?? word
  })
}
