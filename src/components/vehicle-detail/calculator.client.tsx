'use client'

import { useState } from 'react'

import { useExperimentSettings } from '@/components/experiments/use-experiments.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { useLoadOnce } from '@/components/ui/use-load-once.client'
import type {
  CalculatorBounds,
  CalculatorInput,
  CalculatorValues,
  FinanceEstimate,
  PaymentSettings,
  PricedVehicle,
} from '@/lib/payments'
import { loadOnce } from '@/lib/ui/load-once'

import { CalculatorView, type CalculatorMode } from './calculator-view.client'

// The payment math (rates, fees, finance and lease) loads on the calculator's first use: the page opens with the
// server's estimate at the store's defaults, and most visitors never move a slider.
const paymentMath = loadOnce(() => import('@/lib/payments'))

/** The estimate at the store's defaults and the sliders' bounds, computed on the server (price-aside.tsx). */
export interface CalculatorStart {
  estimate: FinanceEstimate | null
  bounds: CalculatorBounds
}

type CalculatorProps = {
  vehicle: PricedVehicle
  settings: PaymentSettings
  /** The server's figures; without them (a price fetched after an unlock) the calculator waits for the math. */
  start?: CalculatorStart
}

/**
 * Payment calculator (cash down, trade equity, credit score, term and lease sliders with the store's bounds).
 * Rendered with the server's estimate, so the figures are there without JavaScript and before the math has loaded;
 * the first focus, press or change inside it loads the payment math, and from then on the sliders recompute the
 * estimate with it. Whatever is set while it loads is kept (the sliders move at once) and computed when it arrives.
 */
export function PaymentCalculator({ vehicle, settings: store, start }: CalculatorProps) {
  // An experiment variant may move the slider defaults (allow-listed paths only); the server render keeps the store's.
  const settings = useExperimentSettings(store)
  const tr = useTranslate()
  const [mode, setMode] = useState<CalculatorMode>('finance')
  const [input, setInput] = useState<Partial<CalculatorValues>>({})
  const [used, setUsed] = useState(false)
  // A variant's defaults differ from the server's figures: those need the math at once.
  const math = useLoadOnce(paymentMath, used || settings !== store || !start)
  const figures = math
    ? {
        estimate:
          mode === 'finance'
            ? math.paymentEstimate(vehicle, input, settings)
            : math.leaseEstimate(vehicle, input, settings),
        bounds: math.calculatorBounds(settings),
      }
    : start
  if (!figures) return null
  const { estimate, bounds } = figures
  if (!estimate) return <p className="text-ink-700">{tr('inventory.calculator.callUsPaymentEstimate')}</p>
  const slide = (key: keyof CalculatorInput) => (value: number) => setInput((previous) => ({ ...previous, [key]: value }))
  return (
    <CalculatorView
      mode={mode}
      estimate={estimate}
      values={math ? estimate.inputs : { ...estimate.inputs, ...input }}
      bounds={bounds}
      tr={tr}
      onMode={setMode}
      onSlide={slide}
      onFirstUse={() => setUsed(true)}
    />
  )
}
