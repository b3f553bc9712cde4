/**
 * APR for an estimate: the store's base rate plus the model-year and credit-tier surcharges (2 points for model year
 * 2018 or later; 1.5 to 10 points below FICO 620). Store settings win; defaults.ts fills anything the admin left
 * empty.
 */
import { APR, type CreditTier } from '@/lib/settings/defaults'

import type { PaymentSettings } from './types'

export interface AprInput {
  creditScore: number
  modelYear: number | null | undefined
}

/** The credit tiers in force: the admin's rows, or the SPEC tiers when the field was never set. */
export function creditTiersFrom(settings: PaymentSettings): CreditTier[] {
  const rows = settings.apr?.creditTiers
  // An empty array is a deliberate "no surcharges"; only a missing field falls back to the SPEC tiers.
  if (rows == null) return [...APR.creditTiers]
  return rows.map(({ minScore, maxScore, addPercent }) => ({ minScore, maxScore, addPercent }))
}

/** Percent a credit score adds to the APR: its tier's addPercent, 0 above every tier, the worst tier below them. */
export function creditTierAddPercent(creditScore: number, tiers: readonly CreditTier[]): number {
  if (tiers.length === 0 || !Number.isFinite(creditScore)) return 0
  // FICO scores are whole numbers and tiers are inclusive integer bands (600-619, 620+); flooring keeps a
  // fractional input such as 619.5 in the 600-619 band instead of falling into the gap between bands.
  const score = Math.floor(creditScore)
  const tier = tiers.find((t) => score >= t.minScore && score <= t.maxScore)
  if (tier) return tier.addPercent
  const lowest = Math.min(...tiers.map((t) => t.minScore))
  // Below the lowest band is a worse credit risk than any band, never a better one.
  return score < lowest ? Math.max(...tiers.map((t) => t.addPercent)) : 0
}

/** APR in percent for a credit score and model year under the store's settings. */
export function aprFor({ creditScore, modelYear }: AprInput, settings: PaymentSettings): number {
  const apr = settings.apr
  // The product spec names no base rate and defaults.ts has none, so an unset base means the surcharges alone.
  const base = apr?.basePercent ?? 0
  // SPEC: "Vehicles of year 2018 or later add 2 percent", encoded as modelYearFrom / modelYearAddPercent.
  const yearFrom = apr?.modelYearFrom ?? APR.modelYearFrom
  const yearAdd = apr?.modelYearAddPercent ?? APR.modelYearAddPercent
  // An unknown model year earns no surcharge: the rule is about newer vehicles and cannot be shown to apply.
  const yearSurcharge = modelYear != null && modelYear >= yearFrom ? yearAdd : 0
  return base + yearSurcharge + creditTierAddPercent(creditScore, creditTiersFrom(settings))
}
