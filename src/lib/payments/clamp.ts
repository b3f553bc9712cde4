/**
 * Calculator bounds and input clamping. Every value a shopper can send (query string, slider, wizard step) is
 * forced onto its slider before any math runs, so a hand-edited URL cannot produce a 7-month loan or a
 * 900 credit score.
 */
import { CALCULATOR, FINANCE_DEFAULTS, type SliderBounds } from '@/lib/settings/defaults'

import type { CalculatorBounds, CalculatorInput, CalculatorValues, PaymentSettings } from './types'

type StoredSlider = { min?: number | null; max?: number | null; step?: number | null; default?: number | null }

/** A finance data default: the stored value, or the defaults.ts one used when settings were never saved. */
type FinanceDefault = { stored: number | null | undefined; fallback: number }

/** One slider from settings, falling back field by field; a broken admin entry falls back as a whole. */
function resolveSlider(
  stored: StoredSlider | undefined,
  fallback: SliderBounds,
  finance?: FinanceDefault,
): SliderBounds {
  const min = stored?.min ?? fallback.min
  const max = stored?.max ?? fallback.max
  const step = stored?.step ?? fallback.step
  const valid = [min, max, step].every(Number.isFinite) && min <= max && step > 0
  const bounds = valid ? { min, max, step } : { min: fallback.min, max: fallback.max, step: fallback.step }
  // Finance data default first; the slider's stored default when the admin cleared it; SPEC values last.
  const preferred = finance?.stored ?? stored?.default ?? finance?.fallback ?? fallback.default
  return { ...bounds, default: preferred }
}

/**
 * The calculator sliders in force for a store. The product spec gives two defaults for some sliders (finance term
 * 24 on the slider, 72 in the finance data defaults; lease term 39 and 36): the finance data defaults win, so a
 * search-results card and an untouched vehicle-page calculator show the same estimate. Slider defaults apply only
 * when the admin clears the finance data default.
 */
export function calculatorBounds(settings: PaymentSettings): CalculatorBounds {
  const stored = settings.calculator
  const finance = settings.financeDefaults
  return {
    cashDown: {
      ...resolveSlider(stored?.cashDown, CALCULATOR.cashDown),
      percentStep: stored?.cashDown?.percentStep ?? CALCULATOR.cashDown.percentStep,
      defaultPercent: stored?.cashDown?.defaultPercent ?? CALCULATOR.cashDown.defaultPercent,
    },
    tradeEquity: resolveSlider(stored?.tradeEquity, CALCULATOR.tradeEquity),
    creditScore: resolveSlider(stored?.creditScore, CALCULATOR.creditScore, {
      stored: finance?.creditScore,
      fallback: FINANCE_DEFAULTS.creditScore,
    }),
    financeTerm: resolveSlider(stored?.financeTerm, CALCULATOR.financeTerm, {
      stored: finance?.term,
      fallback: FINANCE_DEFAULTS.term,
    }),
    leaseTerm: resolveSlider(stored?.leaseTerm, CALCULATOR.leaseTerm, {
      stored: finance?.leaseTerm,
      fallback: FINANCE_DEFAULTS.leaseTerm,
    }),
    leaseMiles: resolveSlider(stored?.leaseMiles, CALCULATOR.leaseMiles, {
      stored: finance?.leaseMileage,
      fallback: FINANCE_DEFAULTS.leaseMileage,
    }),
  }
}

/** Snaps a value to the nearest step counted from min, kept within [min, max] and on the step grid. */
export function snapToSlider(value: number, { min, max, step }: Pick<SliderBounds, 'min' | 'max' | 'step'>): number {
  // The highest reachable stop; equals max whenever max itself lies on the grid, as every SPEC slider does.
  const top = min + Math.floor((max - min) / step) * step
  const snapped = min + Math.round((value - min) / step) * step
  return Math.min(Math.max(snapped, min), top)
}

const given = (value: number | null | undefined): value is number => value != null && Number.isFinite(value)

/** A slider's value: the shopper's if given, else the slider default, in either case clamped and snapped. */
function sliderValue(value: number | null | undefined, bounds: SliderBounds): number {
  return snapToSlider(given(value) ? value : bounds.default, bounds)
}

/** Cash down when the shopper chose none: defaultPercent of a known price, else the flat default (20 % or 1000). */
export function defaultCashDown(price: number | null | undefined, bounds: CalculatorBounds['cashDown']): number {
  const known = given(price) && price > 0
  return snapToSlider(known ? (price * bounds.defaultPercent) / 100 : bounds.default, bounds)
}

/** Every calculator input clamped to its bounds and snapped to its step, with defaults for missing values. */
export function clampCalculatorInput(
  input: CalculatorInput,
  bounds: CalculatorBounds,
  price?: number | null,
): CalculatorValues {
  return {
    cashDown: given(input.cashDown)
      ? snapToSlider(input.cashDown, bounds.cashDown)
      : defaultCashDown(price, bounds.cashDown),
    tradeEquity: sliderValue(input.tradeEquity, bounds.tradeEquity),
    creditScore: sliderValue(input.creditScore, bounds.creditScore),
    financeTerm: sliderValue(input.financeTerm, bounds.financeTerm),
    leaseTerm: sliderValue(input.leaseTerm, bounds.leaseTerm),
    leaseMiles: sliderValue(input.leaseMiles, bounds.leaseMiles),
  }
}
