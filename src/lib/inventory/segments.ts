/**
 * Path segments of the inventory filter grammar: the listing roots and the four filter kinds in
 * their priority order. Readers accept lenient spellings (any case, singular body styles, hyphen or underscore in
 * the deals segment, leading zeros in prices) and return the meaning; writers emit the one canonical spelling, so
 * the caller redirects whenever the request differs from what its meaning writes back. Pure: no Payload, no Next.
 */
import { CONDITIONS, type Condition } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES, type BodyStyleValue } from '@/lib/vehicles/body-styles'
import { slugify } from '@/lib/vehicles/slug'

/** The listing of every configured condition; `/{condition}-cars-for-sale` narrows it to one. */
export const ALL_CONDITIONS_ROOT = 'cars-for-sale'

/** The root segment of a listing: `cars-for-sale` for all conditions, `{condition}-cars-for-sale` otherwise. */
export function listingRoot(condition: Condition | null): string {
  return condition ? `${condition}-${ALL_CONDITIONS_ROOT}` : ALL_CONDITIONS_ROOT
}

/**
 * Reads a root segment in any case. Whether the condition is configured is the caller's question: this module
 * knows the grammar, not the store.
 */
export function parseListingRoot(segment: string): { condition: Condition | null } | null {
  const lower = segment.toLowerCase()
  if (lower === ALL_CONDITIONS_ROOT) return { condition: null }
  const condition = CONDITIONS.find((c) => lower === listingRoot(c))
  return condition ? { condition } : null
}

/** The deals a listing can be narrowed to; the query spelling (`great-deals=price-drop`) is the canonical value. */
export const INVENTORY_FEATURES = ['price-drop', 'premium-upgrades'] as const
export type InventoryFeature = (typeof INVENTORY_FEATURES)[number]

// The path spells the deals segment with underscores (`great_deals/price_drop`), the query with hyphens; both
// spellings are read everywhere, so a hand-typed link in either style lands on the right page.
const FEATURE_GROUP = 'great_deals'

/** Reads a deals value in either spelling and any case (`Price_Drop`, `price-drop`). */
export function parseFeatureValue(value: string): InventoryFeature | null {
  const normalized = value.trim().toLowerCase().replace(/_/g, '-')
  return INVENTORY_FEATURES.find((feature) => feature === normalized) ?? null
}

/** The canonical two-part path form of a deals filter: `great_deals/price_drop`. */
export function featureSegment(feature: InventoryFeature): string {
  return `${FEATURE_GROUP}/${feature.replace(/-/g, '_')}`
}

function isFeatureGroup(segment: string): boolean {
  return segment.toLowerCase().replace(/-/g, '_') === FEATURE_GROUP
}

/** A price bound in whole dollars: `price-under-20000` or `price-over-30000`. */
export interface PriceFilter {
  kind: 'under' | 'over'
  amount: number
}

/** Upper limit of a price bound; larger numbers are typos or probes, and the grammar answers them with a 404. */
export const MAX_PRICE = 9_999_999

const PRICE_SEGMENT = /^price-(under|over)-(\d{1,12})$/

/** The canonical price segment. */
export function priceSegment(price: PriceFilter): string {
  return `price-${price.kind}-${price.amount}`
}

/** Reads a price segment; 'malformed' when it starts like one but is not (a 404, not a different filter). */
export function parsePriceSegment(segment: string): PriceFilter | 'malformed' | null {
  const lower = segment.toLowerCase()
  if (!/^price[-_]/.test(lower)) return null
  const match = PRICE_SEGMENT.exec(lower)
  if (!match) return 'malformed'
  const amount = Number(match[2])
  if (amount < 1 || amount > MAX_PRICE) return 'malformed'
  return { kind: match[1] === 'under' ? 'under' : 'over', amount }
}

// Singular and colloquial names people (and the legacy site) use for the fixed plural URL values.
const BODY_STYLE_ALIASES: Readonly<Record<string, BodyStyleValue>> = {
  suv: 'suvs',
  sedan: 'sedans',
  wagon: 'wagons',
  coupe: 'coupes',
  convertible: 'convertibles',
  hatchback: 'hatchbacks',
  truck: 'trucks',
  pickup: 'trucks',
  pickups: 'trucks',
  minivan: 'minivans',
  van: 'minivans',
  vans: 'minivans',
}

/** Reads a body style by URL value, singular or display name in any case ('SUV', 'Sedan', 'trucks'). */
export function parseBodyStyle(value: string): BodyStyleValue | null {
  const slug = slugify(value)
  return BODY_STYLE_VALUES.find((style) => style === slug) ?? BODY_STYLE_ALIASES[slug] ?? null
}

/** A make, optionally narrowed to one of its models, both as slugs. */
export interface MakeModel {
  make: string
  model: string | null
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** True for a lowercase hyphenated slug such as `land-rover` or `rav4`. */
export function isSlug(value: string): boolean {
  return SLUG.test(value)
}

/** The canonical make-model segment: `toyota` or `toyota-rav4`. */
export function makeModelSegment(value: MakeModel): string {
  return value.model ? `${value.make}-${value.model}` : value.make
}

/**
 * Reads `{make}` or `{make}-{model}` against the known make slugs. Makes contain hyphens too (land-rover), so the
 * longest known make that prefixes the segment wins: `land-rover-defender` is Land Rover's Defender. Models are
 * not checked against a list; an unknown model simply finds no vehicles.
 */
export function parseMakeModel(segment: string, makes: readonly string[]): MakeModel | null {
  const lower = segment.toLowerCase()
  if (!isSlug(lower)) return null
  let best: string | null = null
  for (const candidate of makes) {
    const make = slugify(candidate)
    if (make === '' || (best !== null && make.length <= best.length)) continue
    if (lower === make || lower.startsWith(`${make}-`)) best = make
  }
  if (best === null) return null
  return { make: best, model: lower === best ? null : lower.slice(best.length + 1) }
}

/** One filter read from the path. */
export type FilterSegment =
  | { kind: 'bodyStyle'; value: BodyStyleValue }
  | { kind: 'makeModel'; value: MakeModel }
  | { kind: 'feature'; value: InventoryFeature }
  | { kind: 'price'; value: PriceFilter }

/** Canonical order of filter segments in a path (SPEC: bodystyle, make-model, features, price). */
export const SEGMENT_PRIORITY: readonly FilterSegment['kind'][] = ['bodyStyle', 'makeModel', 'feature', 'price']

/**
 * Reads the raw segments after the root, in the order given; null when any segment is unknown or malformed.
 * The deals filter spans two raw segments (`great_deals`, `price_drop`) but counts as one filter.
 */
export function readFilterSegments(raw: readonly string[], makes: readonly string[]): FilterSegment[] | null {
  const read: FilterSegment[] = []
  for (let index = 0; index < raw.length; index++) {
    const segment = raw[index]
    if (isFeatureGroup(segment)) {
      const next = raw[index + 1]
      const feature = next === undefined ? null : parseFeatureValue(next)
      if (!feature) return null
      read.push({ kind: 'feature', value: feature })
      index++
      continue
    }
    const price = parsePriceSegment(segment)
    if (price === 'malformed') return null
    if (price) {
      read.push({ kind: 'price', value: price })
      continue
    }
    const bodyStyle = parseBodyStyle(segment)
    // parseBodyStyle slugifies display names; in a path only the bare value or alias counts, not 'S U V!'.
    if (bodyStyle && isSlug(segment.toLowerCase())) {
      read.push({ kind: 'bodyStyle', value: bodyStyle })
      continue
    }
    const makeModel = parseMakeModel(segment, makes)
    if (!makeModel) return null
    read.push({ kind: 'makeModel', value: makeModel })
  }
  return read
}
