/**
 * The finished pricing terms: written to the `pricingTerms` cookie when the wizard is done, read by
 * every search card and vehicle page to compute payments in the browser (the pages themselves are cached for
 * everyone, so personal figures cannot be in their HTML). Until terms exist, payments show
 * 'Finish your terms to customize...'. Parsing is strict and clamps to the calculator, since a cookie is input.
 * No zod here: every search card reads the cookie at hydration, and four fields do not need a schema library in
 * the search page's scripts.
 */
// From clamp.ts itself, not the payments index: every search card loads this module, and the index would bring
// the whole payment math (fees, finance, lease) to visitors who have no terms to compute with.
import { clampCalculatorInput } from '@/lib/payments/clamp'
import type { CalculatorBounds, CalculatorInput } from '@/lib/payments/types'
import { CREDIT_SCORE_LABELS } from '@/lib/settings/defaults'

import { creditScoreFor, type WizardState } from './wizard'

export const PRICING_TERMS_COOKIE = 'pricingTerms'
/** How long finished terms are kept (seconds): 30 days, like the store selection. */
export const PRICING_TERMS_MAX_AGE_S = 30 * 24 * 60 * 60
/** What payment figures say until the terms are finished. */
export const LOCKED_PAYMENT_TEXT = 'Finish your terms to customize...'

export interface PricingTerms {
  v: 1
  cashDown: number
  tradeEquity: number
  creditRange: (typeof CREDIT_SCORE_LABELS)[number]
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0
const isCreditRange = (value: unknown): value is PricingTerms['creditRange'] =>
  CREDIT_SCORE_LABELS.some((label) => label === value)

/** The four fields of version 1, each of its kind (other keys are ignored, and left out of the parsed terms). */
function isTerms(value: unknown): value is PricingTerms {
  if (typeof value !== 'object' || value === null) return false
  const { v, cashDown, tradeEquity, creditRange } = value as Record<string, unknown>
  return v === 1 && isAmount(cashDown) && isAmount(tradeEquity) && isCreditRange(creditRange)
}

/** The terms of a finished wizard, or null when it is not finished. */
export function termsFromWizard(state: WizardState): PricingTerms | null {
  if (state.step !== 'done' || state.cashDown === null || state.creditRange === null) return null
  const tradeEquity = state.tradingIn ? (state.tradeEquity ?? 0) : 0
  return { v: 1, cashDown: state.cashDown, tradeEquity, creditRange: state.creditRange }
}

export function serializeTerms(terms: PricingTerms): string {
  return JSON.stringify(terms)
}

/** The cookie's terms, or null for anything missing, malformed or of another version. */
export function parseTerms(raw: string | null | undefined): PricingTerms | null {
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!isTerms(parsed)) return null
    return { v: 1, cashDown: parsed.cashDown, tradeEquity: parsed.tradeEquity, creditRange: parsed.creditRange }
  } catch {
    return null
  }
}

/** The calculator input of the terms, clamped to the store's sliders. */
export function termsCalculatorInput(terms: PricingTerms, bounds: CalculatorBounds): CalculatorInput {
  const values = clampCalculatorInput(
    { cashDown: terms.cashDown, tradeEquity: terms.tradeEquity, creditScore: creditScoreFor(terms.creditRange, bounds) },
    bounds,
  )
  return { cashDown: values.cashDown, tradeEquity: values.tradeEquity, creditScore: values.creditScore }
}
