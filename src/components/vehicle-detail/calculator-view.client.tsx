'use client'

import type { Translate } from '@/lib/i18n/ui-texts'
import type { CalculatorBounds, CalculatorInput, CalculatorValues, FinanceEstimate, LeaseEstimate } from '@/lib/payments'

import { EstimateDetails } from './estimate-details'
import { SliderField } from './slider-field'

export type CalculatorMode = 'finance' | 'lease'

type CalculatorViewProps = {
  mode: CalculatorMode
  estimate: FinanceEstimate | LeaseEstimate
  /** The sliders' positions: the estimate's inputs, or what the visitor set while the payment math was loading. */
  values: CalculatorValues
  bounds: CalculatorBounds
  tr: Translate
  onMode: (mode: CalculatorMode) => void
  onSlide: (key: keyof CalculatorInput) => (value: number) => void
  /** The calculator's first use (a focus, press or change inside it), which asks for the payment math. */
  onFirstUse: () => void
}

/**
 * The payment calculator's markup: the mode choice, the estimate's figures and the sliders with the store's
 * bounds, the same for the server render and the browser.
 */
export function CalculatorView(props: CalculatorViewProps) {
  const { mode, estimate, values, bounds, tr, onMode, onSlide, onFirstUse } = props
  const slider = (key: keyof CalculatorInput, id: string, label: string, extra: { money?: boolean; unit?: string } = {}) => (
    <SliderField id={id} label={label} {...extra} value={values[key]} bounds={bounds[key]} onChange={onSlide(key)} />
  )
  return (
    <section
      aria-labelledby="calculator-heading"
      className="space-y-4"
      onFocus={onFirstUse}
      onPointerDown={onFirstUse}
      onChange={onFirstUse}
    >
      <h2 id="calculator-heading" className="text-lg font-bold text-ink-900">
        {tr('inventory.calculator.estimatePayment')}
      </h2>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{tr('inventory.calculator.financeLease')}</legend>
        {(['finance', 'lease'] as const).map((option) => (
          <label
            key={option}
            className={`flex-1 cursor-pointer rounded-lg border px-3 py-2 text-center text-sm font-semibold has-[:focus-visible]:outline-2 ${
              mode === option ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line text-ink-700'
            }`}
          >
            <input
              type="radio"
              name="payment-mode"
              value={option}
              checked={mode === option}
              onChange={() => onMode(option)}
              className="sr-only"
            />
            {option === 'finance' ? tr('inventory.calculator.finance') : tr('inventory.calculator.lease')}
          </label>
        ))}
      </fieldset>
      <EstimateDetails estimate={estimate} tr={tr} />
      <div className="space-y-3">
        {slider('cashDown', 'cash-down', tr('inventory.calculator.cashDown'), { money: true })}
        {slider('tradeEquity', 'trade-equity', tr('inventory.calculator.tradeEquity'), { money: true })}
        {slider('creditScore', 'credit-score', tr('inventory.calculator.creditScore'))}
        {mode === 'finance' ? (
          slider('financeTerm', 'finance-term', tr('inventory.calculator.financeTerm'), { unit: tr('inventory.calculator.months') })
        ) : (
          <>
            {slider('leaseTerm', 'lease-term', tr('inventory.calculator.leaseTerm'), { unit: tr('inventory.calculator.months') })}
            {slider('leaseMiles', 'lease-miles', tr('inventory.calculator.leaseMiles'), { unit: tr('inventory.calculator.milesYear') })}
          </>
        )}
      </div>
      <p className="text-xs text-ink-600">{tr.text(estimate.disclaimer)}</p>
    </section>
  )
}
