/**
 * Disclaimer sentences under an estimate. Dollar amounts go through the shared formatter (whole dollars), so
 * the server render and the browser agree; rates use toFixed, which does not depend on the locale either.
 */
import { formatInteger, formatPrice } from '@/lib/format'
import { CLIENT, LEASE_DISCLAIMER_EXAMPLE } from '@/lib/settings/defaults'

const perMonth = (amount: number): string => `${formatPrice(amount)}/${CLIENT.monthAbbreviation}`
const percent = (value: number): string => `${value.toFixed(2)}%`
const CREDIT_NOTE = 'For illustration only and not an offer of credit; actual rate and terms depend on credit approval.'

export interface FinanceDisclaimerFacts {
  monthly: number
  termMonths: number
  apr: number
  amountFinanced: number
  cashDown: number
  tradeEquity: number
  creditScore: number
}

/** The sentence under a finance estimate: payment, term, APR and what it assumes. */
export function financeDisclaimer(f: FinanceDisclaimerFacts): string {
  return (
    `Estimated payment of ${perMonth(f.monthly)} for ${f.termMonths} months at ${percent(f.apr)} APR on ` +
    `${formatPrice(f.amountFinanced)} financed, after ${formatPrice(f.cashDown)} cash down and ` +
    `${formatPrice(f.tradeEquity)} trade equity, for a credit score of ${f.creditScore}. ` +
    `Includes the fees and taxes listed. ${CREDIT_NOTE}`
  )
}

export interface LeaseDisclaimerFacts {
  monthly: number
  termMonths: number
  milesPerYear: number
  apr: number
  moneyFactor: number
  residualPercent: number
  cashDown: number
  tradeEquity: number
}

/** The sentence under a lease estimate, including the mileage allowance and the per-mile overage charge. */
export function leaseDisclaimer(f: LeaseDisclaimerFacts): string {
  // The overage is the SPEC's $0.20 a mile. The shared formatter shows whole dollars only, so cents are written
  // with toFixed (locale-independent); switch to a cents formatter once src/lib/format offers one.
  const overage = `$${LEASE_DISCLAIMER_EXAMPLE.overagePerMile.toFixed(2)}`
  const allowance = (f.milesPerYear * f.termMonths) / 12
  return (
    `Estimated lease payment of ${perMonth(f.monthly)} for ${f.termMonths} months with ` +
    `${formatInteger(f.milesPerYear)} miles a year, money factor ${f.moneyFactor.toFixed(5)} ` +
    `(${percent(f.apr)} APR), residual ${percent(f.residualPercent)} of price, after ${formatPrice(f.cashDown)} ` +
    `cash down and ${formatPrice(f.tradeEquity)} trade equity. Includes the fees listed and sales tax on each ` +
    `payment. Miles beyond ${formatInteger(allowance)} over the lease are charged ${overage} per mile at lease end. ` +
    CREDIT_NOTE
  )
}
