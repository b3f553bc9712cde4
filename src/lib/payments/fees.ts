/**
 * Fees and taxes of a purchase, itemised so the vehicle page can list each line under the payment.
 *
 * Sales tax is charged on the vehicle price less the trade equity. Illinois (the seeded store's state) and most other
 * states tax the price net of the trade-in; cash down is a payment, not a price reduction, so it does not lower
 * the base. Trade equity stands in for the trade-in allowance because it is the only trade figure the calculator
 * has; with a payoff the allowance is larger, so the estimate errs towards more tax, not less. Dealer fees are
 * left out of the taxable base; states differ on that and the amount is small. Illinois' $10,000 cap on the
 * trade-in credit (since 2022) is not modelled: no setting carries it yet.
 */
import { FEES } from '@/lib/settings/defaults'

import { roundToCents } from './pmt'
import type { FeeItem, PaymentSettings } from './types'

export interface FeeOptions {
  /** Trade equity in dollars; lowers the taxable price. */
  tradeEquity?: number
  /** Sale date as yyyy-mm-dd; the documentary fee applies from documentaryFeeSince. Omitted: a sale today. */
  saleDate?: string
}

/** The purchase's fees and taxes as {key, label, amount} lines; lines whose amount is zero or unset are omitted. */
export function itemisedFees(price: number, settings: PaymentSettings, options: FeeOptions = {}): FeeItem[] {
  const fees = settings.fees
  const since = fees?.documentaryFeeSince ?? FEES.documentaryFeeSince
  // Both are yyyy-mm-dd, so string order is date order and no time zone can move the day.
  const documentaryApplies = !options.saleDate || !since || options.saleDate >= since
  const taxPercent = fees?.salesTaxPercent ?? 0
  const taxable = Math.max(price - Math.max(options.tradeEquity ?? 0, 0), 0)

  const items: FeeItem[] = [
    {
      key: 'documentaryFee',
      label: 'Documentary fee',
      amount: documentaryApplies ? (fees?.documentaryFee ?? FEES.documentaryFee) : 0,
    },
    {
      key: 'thirtyDayDriveFee',
      label: 'Thirty-day drive fee',
      amount: fees?.thirtyDayDriveFee ?? FEES.thirtyDayDriveFee,
    },
    // Title fee and tax rate are per state; SPEC gives no value, so an unset field charges nothing.
    { key: 'titleFee', label: 'Title fee', amount: fees?.titleFee ?? 0 },
    // Tax is a charged amount on the buyer's order, which states it in cents; the sum of lines then matches the total.
    { key: 'salesTax', label: `Sales tax (${taxPercent}%)`, amount: roundToCents((taxable * taxPercent) / 100) },
  ]
  return items.filter((item) => Number.isFinite(item.amount) && item.amount > 0)
}

/** Sum of fee lines in dollars. */
export function totalFees(fees: readonly FeeItem[]): number {
  return fees.reduce((sum, item) => sum + item.amount, 0)
}

/** Price plus fees and taxes, less cash down and trade equity; never below zero. */
export function amountFinanced(price: number, cashDown: number, tradeEquity: number, fees: readonly FeeItem[]): number {
  return Math.max(price + totalFees(fees) - cashDown - tradeEquity, 0)
}
