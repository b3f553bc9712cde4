/**
 * The personalised monthly payment of a vehicle from the visitor's finished terms. Computed in the
 * browser from the price already on the card or page: the pages are cached for everyone, so the server never
 * renders a visitor's figures. Same payment module as the store's standard estimate, so both agree on the math.
 */
import { calculatorBounds, paymentEstimate } from '@/lib/payments'
import type { PaymentSettings, PricedVehicle } from '@/lib/payments/types'

import { type PricingTerms, termsCalculatorInput } from './terms'

/** The parts of store settings the wizard and the personalised payments need (kept small for the browser). */
export function paymentSettingsOf(settings: PaymentSettings): PaymentSettings {
  return {
    fees: settings.fees,
    apr: settings.apr,
    calculator: settings.calculator,
    financeDefaults: settings.financeDefaults,
  }
}

/** Monthly finance payment with the visitor's terms; null for a vehicle without a price. */
export function personalMonthly(vehicle: PricedVehicle, terms: PricingTerms, settings: PaymentSettings): number | null {
  const input = termsCalculatorInput(terms, calculatorBounds(settings))
  return paymentEstimate(vehicle, input, settings)?.monthly ?? null
}
