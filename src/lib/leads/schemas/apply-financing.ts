/**
 * Apply for financing (`/auto-financing/apply-for-financing`) and the phone-verified free credit score
 * pre-approval (`/auto-financing/free-credit-score-pre-approval`), which posts the same form with its variant.
 * The endpoint answers 200 without sending when the data did not change: it compares
 * financingFingerprint of the new submission with the last one it stored.
 */
import { z } from 'zod'

import { CREDIT_SCORE_LABELS } from '@/lib/settings/defaults'

import { MESSAGES, choice, optionalChoice, optionalNumber } from '../validation'

import { addressSchema, contextFields, userFields } from './common'

export const FINANCING_VARIANTS = ['apply-for-financing', 'free-credit-score-pre-approval'] as const
export type FinancingVariant = (typeof FINANCING_VARIANTS)[number]

/** `apply-financing`. The pre-approval variant also needs a verified phone, which the endpoint checks. */
export const applyFinancingSchema = z.object({
  ...contextFields,
  ...userFields,
  variant: choice(FINANCING_VARIANTS).default('apply-for-financing'),
  homeAddress: addressSchema,
  /** Planned down payment, USD. */
  downPayment: optionalNumber({ message: MESSAGES.number, min: 0, max: 1_000_000 }),
  /** Gross monthly income, USD. */
  monthlyIncome: optionalNumber({ message: MESSAGES.number, min: 0, max: 1_000_000 }),
  /** The visitor's own estimate, as the pricing wizard labels it. */
  creditScore: optionalChoice(CREDIT_SCORE_LABELS),
})
export type ApplyFinancingInput = z.input<typeof applyFinancingSchema>
export type ApplyFinancingData = z.output<typeof applyFinancingSchema>

/** JSON with object keys sorted at every level, so equal data always gives equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * What "the user data did not change" compares: every field except the per-submission ones (idempotency key,
 * page). Hash it (sha-256) before storing it anywhere; it holds contact details.
 */
export function financingFingerprint(data: ApplyFinancingData): string {
  const { idempotencyKey: _key, pageUrl: _page, ...rest } = data
  return stableJson({ ...rest, email: rest.email.toLowerCase() })
}
