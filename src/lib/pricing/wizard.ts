/**
 * The personalised pricing wizard as a state machine: six steps (down payment;
 * trading in yes/no; trade equity; credit score range; personal details; done), the trade-equity step skipped
 * when the visitor is not trading in, every amount held to the calculator's sliders. Pure: the dialog renders
 * the state, the finished terms go to a cookie (./terms) that every card and vehicle page computes payments from.
 */
import { snapToSlider } from '@/lib/payments/clamp'
import type { CalculatorBounds } from '@/lib/payments/types'
import { CREDIT_SCORE_LABELS } from '@/lib/settings/defaults'

export const WIZARD_STEPS = [
  'down-payment',
  'trading-in',
  'trade-equity',
  'credit-score',
  'personal-details',
  'done',
] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

export type CreditRange = (typeof CREDIT_SCORE_LABELS)[number]

/**
 * The score range each label stands for and the score the estimate uses (the middle of the range, on the credit
 * score slider's 10-point grid), so 'Okay' lands in the store's 600-619 / 620+ tiers as a real score would.
 */
export const CREDIT_RANGES: Readonly<Record<CreditRange, { min: number; max: number; score: number }>> = {
  Bad: { min: 300, max: 599, score: 550 },
  Okay: { min: 600, max: 659, score: 630 },
  Good: { min: 660, max: 719, score: 690 },
  Great: { min: 720, max: 850, score: 790 },
}

export interface WizardState {
  step: WizardStep
  cashDown: number | null
  tradingIn: boolean | null
  tradeEquity: number | null
  creditRange: CreditRange | null
}

export const WIZARD_MESSAGES = {
  cashDown: 'Enter your down payment.',
  tradingIn: 'Tell us whether you are trading in a vehicle.',
  tradeEquity: 'Enter your trade equity.',
  creditRange: 'Choose your credit score range.',
} as const

export type WizardResult =
  | { ok: true; state: WizardState }
  | { ok: false; field: keyof typeof WIZARD_MESSAGES; message: string }

/** A new wizard at its first step. */
export function startWizard(): WizardState {
  return { step: 'down-payment', cashDown: null, tradingIn: null, tradeEquity: null, creditRange: null }
}

/** The steps the visitor actually goes through (no trade-equity step without a trade-in). */
export function visibleSteps(state: Pick<WizardState, 'tradingIn'>): WizardStep[] {
  return WIZARD_STEPS.filter((step) => step !== 'trade-equity' || state.tradingIn !== false)
}

/** 1-based position and count for the step indicator ("Step 2 of 6"). */
export function stepPosition(state: WizardState): { index: number; count: number } {
  const steps = visibleSteps(state)
  return { index: steps.indexOf(state.step) + 1, count: steps.length }
}

const finite = (value: number | null): value is number => value !== null && Number.isFinite(value)

/** Checks the current step's answer and moves on; amounts are snapped onto their sliders. */
export function nextStep(state: WizardState, bounds: CalculatorBounds): WizardResult {
  const advance = (changes: Partial<WizardState>): WizardResult => {
    const updated = { ...state, ...changes }
    const steps = visibleSteps(updated)
    return { ok: true, state: { ...updated, step: steps[Math.min(steps.indexOf(state.step) + 1, steps.length - 1)] } }
  }
  switch (state.step) {
    case 'down-payment':
      if (!finite(state.cashDown)) return { ok: false, field: 'cashDown', message: WIZARD_MESSAGES.cashDown }
      return advance({ cashDown: snapToSlider(state.cashDown, bounds.cashDown) })
    case 'trading-in':
      if (state.tradingIn === null) return { ok: false, field: 'tradingIn', message: WIZARD_MESSAGES.tradingIn }
      return advance({ tradeEquity: state.tradingIn ? state.tradeEquity : 0 })
    case 'trade-equity':
      if (!finite(state.tradeEquity)) return { ok: false, field: 'tradeEquity', message: WIZARD_MESSAGES.tradeEquity }
      return advance({ tradeEquity: snapToSlider(state.tradeEquity, bounds.tradeEquity) })
    case 'credit-score':
      if (!state.creditRange) return { ok: false, field: 'creditRange', message: WIZARD_MESSAGES.creditRange }
      return advance({})
    // Personal details are the shared lead form's (its own schema); the dialog calls nextStep once it is sent.
    case 'personal-details':
      return advance({})
    case 'done':
      return { ok: true, state }
  }
}

/** Back one visible step, keeping every answer. */
export function previousStep(state: WizardState): WizardState {
  const steps = visibleSteps(state)
  const index = steps.indexOf(state.step)
  return index > 0 ? { ...state, step: steps[index - 1] } : state
}

/** The credit score the payment math uses for a range, on the slider. */
export function creditScoreFor(range: CreditRange, bounds: CalculatorBounds): number {
  return snapToSlider(CREDIT_RANGES[range].score, bounds.creditScore)
}
