'use client'

import { useState } from 'react'

import { useExperimentSettings } from '@/components/experiments/use-experiments.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import {
  calculatorBounds,
  leaseEstimate,
  paymentEstimate,
  type CalculatorInput,
  type PaymentSettings,
  type PricedVehicle,
} from '@/lib/payments'

import { EstimateDetails } from './estimate-details'
import { SliderField } from './slider-field'

type Mode = 'finance' | 'lease'
type CalculatorProps = { vehicle: PricedVehicle; settings: PaymentSettings }

/**
 * Payment calculator (cash down, trade equity, credit score, term and lease sliders with the store's bounds).
 * Rendered on the server with the store's defaults, so the estimate is there without JavaScript; once hydrated the
 * sliders recompute it with the same pure payment module.
 */
export function PaymentCalculator({ vehicle, settings: store }: CalculatorProps) {
  // An experiment variant may move the slider defaults (allow-listed paths only); the server render keeps the store's.
  const settings = useExperimentSettings(store)
  const tr = useTranslate()
  const [mode, setMode] = useState<Mode>('finance')
  const [input, setInput] = useState<CalculatorInput>({})
  const bounds = calculatorBounds(settings)
  const estimate =
    mode === 'finance' ? paymentEstimate(vehicle, input, settings) : leaseEstimate(vehicle, input, settings)
  if (!estimate) return <p className="text-ink-700">{tr('inventory.calculator.callUsPaymentEstimate')}</p>
  const set = (key: keyof CalculatorInput) => (value: number) => setInput((previous) => ({ ...previous, [key]: value }))
  const values = estimate.inputs

  return (
    <section aria-labelledby="calculator-heading" className="space-y-4">
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
              onChange={() => setMode(option)}
              className="sr-only"
            />
            {option === 'finance' ? tr('inventory.calculator.finance') : tr('inventory.calculator.lease')}
          </label>
        ))}
      </fieldset>
      <EstimateDetails estimate={estimate} tr={tr} />
      <div className="space-y-3">
        <SliderField
          id="cash-down"
          label={tr('inventory.calculator.cashDown')}
          money
          value={values.cashDown}
          bounds={bounds.cashDown}
          onChange={set('cashDown')}
        />
        <SliderField
          id="trade-equity"
          label={tr('inventory.calculator.tradeEquity')}
          money
          value={values.tradeEquity}
          bounds={bounds.tradeEquity}
          onChange={set('tradeEquity')}
        />
        <SliderField
          id="credit-score"
          label={tr('inventory.calculator.creditScore')}
          value={values.creditScore}
          bounds={bounds.creditScore}
          onChange={set('creditScore')}
        />
        {mode === 'finance' ? (
          <SliderField
            id="finance-term"
            label={tr('inventory.calculator.financeTerm')}
            unit={tr('inventory.calculator.months')}
            value={values.financeTerm}
            bounds={bounds.financeTerm}
            onChange={set('financeTerm')}
          />
        ) : (
          <>
            <SliderField
              id="lease-term"
              label={tr('inventory.calculator.leaseTerm')}
              unit={tr('inventory.calculator.months')}
              value={values.leaseTerm}
              bounds={bounds.leaseTerm}
              onChange={set('leaseTerm')}
            />
            <SliderField
              id="lease-miles"
              label={tr('inventory.calculator.leaseMiles')}
              unit={tr('inventory.calculator.milesYear')}
              value={values.leaseMiles}
              bounds={bounds.leaseMiles}
              onChange={set('leaseMiles')}
            />
          </>
        )}
      </div>
      <p className="text-xs text-ink-600">{tr.text(estimate.disclaimer)}</p>
    </section>
  )
}
