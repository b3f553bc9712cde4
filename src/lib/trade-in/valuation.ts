/**
 * The built-in trade-in valuation: a documented, deterministic estimate of the SPEC's three price keys
 * from the dealer's own stock. Pure: the provider (valuation-provider.ts) reads the comparables.
 *
 * 1. Retail: the median of comparables (same make and model, model years within 2), each moved to the visitor's
 *    car: 8 % a model year, 8 cents a mile. Without comparables, a depreciation curve from the median car of the
 *    same make (else of the whole stock): 15 % a model year, and 8 cents a mile against 12,000 miles a year.
 * 2. Condition: the questionnaire's answers scale the retail value (overall condition, accidents, warning
 *    lights, tires) and subtract fixed costs (a missing second key).
 * 3. Wholesale: the dealer buys at 80 % of retail (reconditioning, holding and margin), the rough book at 90 % of
 *    that. Every step is written to `explanation` for the appraiser.
 */
import type { Answers } from './condition'
import type { ValuationPrices } from './offer'

export interface ValuationSubject {
  year: number
  make: string
  model: string
  trim?: string
  mileage: number
}

/** A car of the dealer's stock (in stock or sold) the estimate may compare with. */
export interface Comparable {
  year: number
  mileage: number
  price: number
}

export interface Valuation {
  prices: ValuationPrices
  method: 'comparables' | 'depreciation' | 'external'
  comparables: number
  explanation: string[]
}

export const VALUATION_RULES = {
  comparableYearSpan: 2,
  comparableYearFactor: 0.08,
  centsPerMile: 0.08,
  depreciationPerYear: 0.15,
  milesPerYear: 12_000,
  wholesaleShareOfRetail: 0.8,
  roughShareOfWholesale: 0.9,
  floor: 500,
} as const

/** Multipliers of the questionnaire's answers (questionId → answer value → factor); unknown answers count 1. */
export const ANSWER_FACTORS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'overall-condition': { great: 1.05, good: 1, fair: 0.88, poor: 0.7 },
  'accident-history': { none: 1, minor: 0.95, major: 0.8 },
  'warning-lights': { none: 1, 'check-engine': 0.93, abs: 0.96, other: 0.97 },
  'tire-condition': { new: 1.01, good: 1, worn: 0.98, replace: 0.96 },
}

/** Fixed costs of answers (questionId → answer value → dollars subtracted from wholesale). */
export const ANSWER_DEDUCTIONS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  keys: { '1': 250 },
}

const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A comparable's price moved to the subject's model year and mileage. */
export function adjustComparable(comparable: Comparable, subject: ValuationSubject): number {
  const years = subject.year - comparable.year
  const byYear = comparable.price * (1 + VALUATION_RULES.comparableYearFactor) ** years
  return byYear - VALUATION_RULES.centsPerMile * (subject.mileage - comparable.mileage)
}

/** Comparables within the model-year span. */
export function usableComparables(comparables: readonly Comparable[], subject: ValuationSubject): Comparable[] {
  return comparables.filter(
    (comparable) =>
      comparable.price > 0 && Math.abs(comparable.year - subject.year) <= VALUATION_RULES.comparableYearSpan,
  )
}

/** The depreciation-curve retail value from a basis car (the median of the make's or the whole stock). */
export function depreciatedRetail(basis: Comparable, subject: ValuationSubject): number {
  const years = basis.year - subject.year
  const byYear = basis.price * (1 - VALUATION_RULES.depreciationPerYear) ** years
  const expectedMiles = Math.max(0, basis.mileage + years * VALUATION_RULES.milesPerYear)
  return byYear - VALUATION_RULES.centsPerMile * (subject.mileage - expectedMiles)
}

/** The median car of a list (price, year and mileage each the median), or null for none. */
export function medianCar(cars: readonly Comparable[]): Comparable | null {
  if (cars.length === 0) return null
  return {
    price: median(cars.map((car) => car.price)),
    year: Math.round(median(cars.map((car) => car.year))),
    mileage: median(cars.map((car) => car.mileage)),
  }
}

/** The condition factor and deductions of the questionnaire's answers, with a line for each that counted. */
export function answerAdjustments(answers: Answers): { factor: number; deduction: number; notes: string[] } {
  let factor = 1
  let deduction = 0
  const notes: string[] = []
  for (const [questionId, table] of Object.entries(ANSWER_FACTORS)) {
    const answer = String(answers[questionId] ?? '')
    const value = table[answer]
    if (value === undefined || value === 1) continue
    factor *= value
    notes.push(`${questionId} '${answer}': ×${value}`)
  }
  for (const [questionId, table] of Object.entries(ANSWER_DEDUCTIONS)) {
    const answer = String(answers[questionId] ?? '')
    const value = table[answer]
    if (!value) continue
    deduction += value
    notes.push(`${questionId} '${answer}': −${dollars(value)}`)
  }
  return { factor, deduction, notes }
}

export interface EstimateInput {
  subject: ValuationSubject
  answers: Answers
  /** Same make and model, any model year: the span is applied here. */
  comparables: readonly Comparable[]
  /** Basis cars for the depreciation fallback: the same make's stock, else the whole stock. */
  makeStock: readonly Comparable[]
  allStock: readonly Comparable[]
}

/** The built-in valuation: comparables first, the depreciation curve without them. */
export function estimateValuation({ subject, answers, comparables, makeStock, allStock }: EstimateInput): Valuation {
  const rules = VALUATION_RULES
  const explanation: string[] = []
  const usable = usableComparables(comparables, subject)
  let retail: number
  let method: Valuation['method']
  if (usable.length > 0) {
    method = 'comparables'
    retail = median(usable.map((comparable) => adjustComparable(comparable, subject)))
    explanation.push(
      `${usable.length} comparable ${subject.make} ${subject.model} (model years ${subject.year - rules.comparableYearSpan}-${subject.year + rules.comparableYearSpan}) moved to ${subject.year} and ${subject.mileage.toLocaleString('en-US')} miles: median retail ${dollars(retail)}`,
    )
  } else {
    method = 'depreciation'
    const basis = medianCar(makeStock) ?? medianCar(allStock) ?? { price: 20_000, year: subject.year, mileage: subject.mileage }
    retail = depreciatedRetail(basis, subject)
    explanation.push(
      `No comparable ${subject.make} ${subject.model} in stock: depreciation from the median ${makeStock.length ? subject.make : 'car in stock'} (${basis.year}, ${dollars(basis.price)}) at ${rules.depreciationPerYear * 100} % a year: retail ${dollars(retail)}`,
    )
  }
  const { factor, deduction, notes } = answerAdjustments(answers)
  const retailAvg = Math.max(rules.floor, retail * factor)
  if (notes.length) explanation.push(`Condition answers: ${notes.join(', ')}`)
  const wholesaleAvg = Math.max(rules.floor, retailAvg * rules.wholesaleShareOfRetail - deduction)
  explanation.push(
    `Wholesale ${rules.wholesaleShareOfRetail * 100} % of retail ${dollars(retailAvg)}${deduction ? ` less ${dollars(deduction)}` : ''}: ${dollars(wholesaleAvg)}`,
  )
  return {
    method,
    comparables: usable.length,
    explanation,
    prices: {
      adjusted_retail_avg: Math.round(retailAvg),
      adjusted_whole_avg: Math.round(wholesaleAvg),
      adjusted_whole_rough: Math.round(Math.max(rules.floor, wholesaleAvg * rules.roughShareOfWholesale)),
    },
  }
}
