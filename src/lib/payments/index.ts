/**
 * Payment math shared by search results, vehicle pages and the pricing wizard. Pure: no Payload, no Next, so
 * unit tests need no database and client components may import it.
 */
export { aprFor, creditTierAddPercent, creditTiersFrom, type AprInput } from './apr'
export { calculatorBounds, clampCalculatorInput, defaultCashDown, snapToSlider } from './clamp'
export {
  financeDisclaimer,
  leaseDisclaimer,
  type FinanceDisclaimerFacts,
  type LeaseDisclaimerFacts,
} from './disclaimer'
export {
  leaseEstimate,
  paymentEstimate,
  type EstimateOptions,
  type FinanceEstimate,
  type LeaseEstimate,
} from './estimate'
export { amountFinanced, itemisedFees, totalFees, type FeeOptions } from './fees'
export { leasePayment, moneyFactorFromApr, type LeaseBreakdown, type LeaseInput } from './lease'
export { monthlyPayment, roundToCents } from './pmt'
export { RESIDUAL_MILES, RESIDUAL_TABLE, residualPercent } from './residuals'
export type {
  CalculatorBounds,
  CalculatorInput,
  CalculatorValues,
  FeeItem,
  FeeKey,
  PaymentSettings,
  PricedVehicle,
} from './types'
