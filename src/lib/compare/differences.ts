/**
 * The compare table of up to 4 vehicles: one row per fact (price, payment, mileage, year, drivetrain,
 * MPG) and one per feature, each cell's text, whether the row differs between the vehicles, and which cell is the
 * best value of a row that differs (lowest price, payment and mileage; newest year; most miles per gallon). Pure:
 * the page renders what this returns and the unit table in tests/int/compare-differences.int.spec.ts pins it.
 */
import { formatInteger, formatMileage, formatPrice } from '@/lib/format'
import type { Drivetrain } from '@/lib/vehicles/spec-options'

/** What the table needs of one vehicle; null means unknown, hidden (a locked or sold price) or not applicable. */
export interface CompareFacts {
  price: number | null
  /** Estimated monthly payment with the store's default terms. */
  monthly: number | null
  mileage: number | null
  year: number
  drivetrain: Drivetrain | null
  mpgCity: number | null
  mpgHighway: number | null
  features: readonly string[]
}

export type FactKey = 'price' | 'monthly' | 'mileage' | 'year' | 'drivetrain' | 'mpg'

export interface CompareCell {
  /** What the cell shows; '—' for an unknown value. */
  text: string
  /** The row's best value (only in a row that differs, and only when at least two values are known). */
  best: boolean
}

export interface FactRow {
  key: FactKey
  label: string
  cells: CompareCell[]
  differs: boolean
}

export interface FeatureRow {
  feature: string
  present: boolean[]
  differs: boolean
}

export interface CompareTable {
  facts: FactRow[]
  features: FeatureRow[]
  /** How many rows (facts and features) differ, for the table's summary. */
  differences: number
}

export const UNKNOWN = '—'

const DRIVETRAIN_LABEL: Record<Drivetrain, string> = { fwd: 'FWD', rwd: 'RWD', awd: 'AWD', '4wd': '4WD' }

type Better = 'lower' | 'higher' | null

interface FactSpec {
  key: FactKey
  label: string
  /** The value the best cell and the difference are judged by. */
  value: (facts: CompareFacts) => number | string | null
  text: (facts: CompareFacts) => string | null
  better: Better
}

/** Combined MPG as the EPA weighs it (55 % city, 45 % highway); one known figure stands for both. */
function combinedMpg({ mpgCity, mpgHighway }: CompareFacts): number | null {
  if (mpgCity == null && mpgHighway == null) return null
  return 0.55 * (mpgCity ?? mpgHighway ?? 0) + 0.45 * (mpgHighway ?? mpgCity ?? 0)
}

const FACTS: FactSpec[] = [
  { key: 'price', label: 'Price', value: (f) => f.price, text: (f) => (f.price == null ? null : formatPrice(f.price)), better: 'lower' },
  {
    key: 'monthly',
    label: 'Est. payment',
    value: (f) => (f.monthly == null ? null : Math.ceil(f.monthly)),
    text: (f) => (f.monthly == null ? null : `${formatPrice(Math.ceil(f.monthly))}/mo`),
    better: 'lower',
  },
  { key: 'mileage', label: 'Mileage', value: (f) => f.mileage, text: (f) => (f.mileage == null ? null : formatMileage(f.mileage)), better: 'lower' },
  { key: 'year', label: 'Year', value: (f) => f.year, text: (f) => String(f.year), better: 'higher' },
  { key: 'drivetrain', label: 'Drivetrain', value: (f) => f.drivetrain, text: (f) => (f.drivetrain ? DRIVETRAIN_LABEL[f.drivetrain] : null), better: null },
  {
    key: 'mpg',
    label: 'MPG (city / highway)',
    value: combinedMpg,
    text: (f) =>
      f.mpgCity == null && f.mpgHighway == null
        ? null
        : `${f.mpgCity == null ? UNKNOWN : formatInteger(f.mpgCity)} / ${f.mpgHighway == null ? UNKNOWN : formatInteger(f.mpgHighway)}`,
    better: 'higher',
  },
]

function factRow(spec: FactSpec, vehicles: readonly CompareFacts[]): FactRow {
  const values = vehicles.map(spec.value)
  const texts = vehicles.map((facts) => spec.text(facts) ?? UNKNOWN)
  const differs = new Set(texts).size > 1
  const known = values.filter((value): value is number => typeof value === 'number')
  let best: number | null = null
  if (differs && spec.better && known.length >= 2) {
    best = spec.better === 'lower' ? Math.min(...known) : Math.max(...known)
  }
  return {
    key: spec.key,
    label: spec.label,
    cells: texts.map((text, index) => ({ text, best: best !== null && values[index] === best })),
    differs,
  }
}

const featureKey = (feature: string) => feature.trim().replace(/\s+/g, ' ').toLowerCase()

/** Every feature any vehicle has, the commonest first (then in the order met), with who has it. */
function featureRows(vehicles: readonly CompareFacts[]): FeatureRow[] {
  const names = new Map<string, string>()
  const sets = vehicles.map((facts) => {
    const keys = new Set<string>()
    for (const feature of facts.features) {
      const key = featureKey(feature)
      if (!key) continue
      keys.add(key)
      if (!names.has(key)) names.set(key, feature.trim().replace(/\s+/g, ' '))
    }
    return keys
  })
  const rows = [...names].map(([key, feature]) => {
    const present = sets.map((keys) => keys.has(key))
    return { feature, present, differs: new Set(present).size > 1 }
  })
  const count = (row: FeatureRow) => row.present.filter(Boolean).length
  // Array.prototype.sort is stable, so equal counts keep the order the features were met in.
  return rows.sort((a, b) => count(b) - count(a))
}

/** The whole compare table of these vehicles, in their order. */
export function compareVehicles(vehicles: readonly CompareFacts[]): CompareTable {
  const facts = FACTS.map((spec) => factRow(spec, vehicles))
  const features = featureRows(vehicles)
  const differences = [...facts, ...features].filter((row) => row.differs).length
  return { facts, features, differences }
}
