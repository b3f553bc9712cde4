import { formatPrice } from '@/lib/format'
import type { Translate } from '@/lib/i18n/ui-texts'
import type { FinanceEstimate, LeaseEstimate } from '@/lib/payments'
import { CLIENT } from '@/lib/settings/defaults'

// Cents matter on fees (documentary 358.03), which the whole-dollar price format would round away.
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })

/** The estimate's figures: monthly payment, APR, amount financed (or lease figures) and the itemised fees. */
export function EstimateDetails({
  estimate,
  tr,
}: {
  estimate: FinanceEstimate | LeaseEstimate
  /** The calculator's translator (useTranslate): the page's language. */
  tr: Translate
}) {
  const rows: [string, string][] =
    estimate.kind === 'finance'
      ? [
          [tr('inventory.calculator.apr'), `${estimate.apr.toFixed(2)}%`],
          [tr('inventory.calculator.term'), tr('inventory.calculator.nMonths', { n: estimate.term })],
          [tr('inventory.calculator.amountFinanced'), formatPrice(estimate.amountFinanced)],
        ]
      : [
          [tr('inventory.calculator.apr'), `${estimate.apr.toFixed(2)}%`],
          [tr('inventory.calculator.moneyFactor'), estimate.moneyFactor.toFixed(5)],
          [tr('inventory.calculator.term'), tr('inventory.calculator.nMonths', { n: estimate.term })],
          [tr('inventory.calculator.residualValue'), formatPrice(estimate.residualValue)],
          [tr('inventory.calculator.capitalizedCost'), formatPrice(estimate.capitalizedCost)],
        ]
  return (
    <div className="rounded-lg bg-surface p-4">
      <p className="text-sm text-ink-700">{tr('inventory.calculator.estimatedMonthlyPayment')}</p>
      <p className="text-3xl font-bold text-ink-900" aria-live="polite" data-testid="monthly-payment">
        {formatPrice(estimate.monthly)}
        <span className="text-base font-semibold text-ink-700">/{tr.text(CLIENT.monthAbbreviation)}</span>
      </p>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-700">{term}</dt>
            <dd className="text-right font-medium text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {estimate.fees.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold text-ink-900">{tr('inventory.calculator.feesTaxes')}</h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {estimate.fees.map((fee) => (
              <div key={fee.key} className="contents">
                <dt className="text-ink-700">{tr.text(fee.label)}</dt>
                <dd className="text-right font-medium text-ink-900">{cents.format(fee.amount)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  )
}
