/**
 * Whole estimates for one vehicle: the shopper's input is clamped, the APR looked up, fees itemised and the
 * payment computed. Search cards, the vehicle page and the pricing wizard all call these, so a car shows the
 * same payment everywhere. Amounts are unrounded; format them for display.
 */
import { aprFor } from './apr'
import { calculatorBounds, clampCalculatorInput } from './clamp'
import { financeDisclaimer, leaseDisclaimer } from './disclaimer'
import { amountFinanced, itemisedFees, totalFees } from './fees'
import { leasePayment, moneyFactorFromApr } from './lease'
import { monthlyPayment } from './pmt'
import { residualPercent } from './residuals'
import type { CalculatorInput, CalculatorValues, FeeItem, PaymentSettings, PricedVehicle } from './types'

export interface EstimateOptions {
  /** Sale date as yyyy-mm-dd, for date-dependent fees; omitted means a sale today. */
  saleDate?: string
}

export interface FinanceEstimate {
  kind: 'finance'
  apr: number
  amountFinanced: number
  monthly: number
  fees: FeeItem[]
  /** Loan term in months. */
  term: number
  /** The clamped calculator values the estimate used, for the sliders to show. */
  inputs: CalculatorValues
  disclaimer: string
}

export interface LeaseEstimate {
  kind: 'lease'
  apr: number
  moneyFactor: number
  residualPercent: number
  residualValue: number
  capitalizedCost: number
  depreciation: number
  rentCharge: number
  /** Sales tax on each payment. */
  monthlyTax: number
  /** Depreciation + rent charge + monthly tax. */
  monthly: number
  /** Fees capitalised into the lease (no up-front sales tax; see leaseEstimate). */
  fees: FeeItem[]
  /** Lease term in months. */
  term: number
  milesPerYear: number
  inputs: CalculatorValues
  disclaimer: string
}

const priceOf = (vehicle: PricedVehicle): number | null =>
  vehicle.price != null && Number.isFinite(vehicle.price) && vehicle.price > 0 ? vehicle.price : null

/** Finance estimate for a vehicle and the shopper's calculator input; null when the vehicle has no price. */
export function paymentEstimate(
  vehicle: PricedVehicle,
  input: CalculatorInput,
  settings: PaymentSettings,
  options: EstimateOptions = {},
): FinanceEstimate | null {
  const price = priceOf(vehicle)
  // No price ("call for price") means no honest payment; callers show their call to action instead.
  if (price === null) return null
  const inputs = clampCalculatorInput(input, calculatorBounds(settings), price)
  const apr = aprFor({ creditScore: inputs.creditScore, modelYear: vehicle.year }, settings)
  const fees = itemisedFees(price, settings, { tradeEquity: inputs.tradeEquity, saleDate: options.saleDate })
  const financed = amountFinanced(price, inputs.cashDown, inputs.tradeEquity, fees)
  const monthly = monthlyPayment(financed, apr, inputs.financeTerm)
  const disclaimer = financeDisclaimer({
    monthly,
    termMonths: inputs.financeTerm,
    apr,
    amountFinanced: financed,
    cashDown: inputs.cashDown,
    tradeEquity: inputs.tradeEquity,
    creditScore: inputs.creditScore,
  })
  return { kind: 'finance', apr, amountFinanced: financed, monthly, fees, term: inputs.financeTerm, inputs, disclaimer }
}

/**
 * Lease estimate for a vehicle; null when the vehicle has no price. Illinois, like most states, taxes each lease
 * payment rather than the vehicle price, so sales tax is added to the monthly payment and left out of the
 * capitalised fees.
 */
export function leaseEstimate(
  vehicle: PricedVehicle,
  input: CalculatorInput,
  settings: PaymentSettings,
  options: EstimateOptions = {},
): LeaseEstimate | null {
  const price = priceOf(vehicle)
  if (price === null) return null
  const inputs = clampCalculatorInput(input, calculatorBounds(settings), price)
  const apr = aprFor({ creditScore: inputs.creditScore, modelYear: vehicle.year }, settings)
  const moneyFactor = moneyFactorFromApr(apr)
  const residual = residualPercent(inputs.leaseTerm, inputs.leaseMiles)
  const fees = itemisedFees(price, settings, { saleDate: options.saleDate }).filter((f) => f.key !== 'salesTax')
  const parts = leasePayment({
    price,
    residualPercent: residual,
    moneyFactor,
    termMonths: inputs.leaseTerm,
    cashDown: inputs.cashDown,
    tradeEquity: inputs.tradeEquity,
    capitalizedFees: totalFees(fees),
  })
  const monthlyTax = (parts.monthly * (settings.fees?.salesTaxPercent ?? 0)) / 100
  const monthly = parts.monthly + monthlyTax
  const disclaimer = leaseDisclaimer({
    monthly,
    termMonths: inputs.leaseTerm,
    milesPerYear: inputs.leaseMiles,
    apr,
    moneyFactor,
    residualPercent: residual,
    cashDown: inputs.cashDown,
    tradeEquity: inputs.tradeEquity,
  })
  return {
    kind: 'lease',
    apr,
    moneyFactor,
    residualPercent: residual,
    residualValue: parts.residualValue,
    capitalizedCost: parts.capitalizedCost,
    depreciation: parts.depreciation,
    rentCharge: parts.rentCharge,
    monthlyTax,
    monthly,
    fees,
    term: inputs.leaseTerm,
    milesPerYear: inputs.leaseMiles,
    inputs,
    disclaimer,
  }
}
