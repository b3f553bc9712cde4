/**
 * Lease payment by the standard closed-end formula lenders quote: a depreciation part that pays off the drop
 * from the capitalised cost to the residual value, and a rent charge on the average balance. The rent charge is
 * written as (capitalised cost + residual) × money factor: that sum is twice the average balance, which is why
 * the money factor is APR/2400 rather than the monthly rate APR/1200.
 * Residual value is taken on the selling price because the vehicle record carries no MSRP.
 */

export interface LeaseInput {
  price: number
  /** Percent of price the vehicle keeps at lease end (see residualPercent). */
  residualPercent: number
  /** Rent factor; moneyFactorFromApr converts an APR. */
  moneyFactor: number
  termMonths: number
  cashDown: number
  tradeEquity: number
  /** Fees rolled into the lease rather than paid at signing. */
  capitalizedFees?: number
}

export interface LeaseBreakdown {
  /** Adjusted capitalised cost: price plus capitalised fees, less cash down and trade equity. */
  capitalizedCost: number
  residualValue: number
  depreciation: number
  rentCharge: number
  /** depreciation + rentCharge, before any tax on the payment. */
  monthly: number
}

/** Money factor for an APR in percent: APR / 2400 (the lenders' convention; 6 % APR ↔ 0.0025). */
export function moneyFactorFromApr(aprPercent: number): number {
  return Math.max(aprPercent, 0) / 2400
}

/** Monthly lease payment as depreciation plus rent charge, with each part returned for display. */
export function leasePayment(input: LeaseInput): LeaseBreakdown {
  const { price, residualPercent, moneyFactor, termMonths, cashDown, tradeEquity } = input
  const capitalizedCost = price + (input.capitalizedFees ?? 0) - cashDown - tradeEquity
  const residualValue = (price * residualPercent) / 100
  if (!(termMonths > 0) || !(price > 0)) {
    return { capitalizedCost, residualValue, depreciation: 0, rentCharge: 0, monthly: 0 }
  }
  // A down payment larger than the depreciation cannot turn into a credit: lenders cap the reduction, so the
  // parts are floored at zero rather than showing a negative payment.
  const depreciation = Math.max((capitalizedCost - residualValue) / termMonths, 0)
  const rentCharge = Math.max((capitalizedCost + residualValue) * moneyFactor, 0)
  return { capitalizedCost, residualValue, depreciation, rentCharge, monthly: depreciation + rentCharge }
}
