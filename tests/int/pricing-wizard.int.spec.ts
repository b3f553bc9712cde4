import { describe, expect, it } from 'vitest'

import { calculatorBounds, paymentEstimate } from '@/lib/payments'
import {
  LOCKED_PAYMENT_TEXT,
  parseTerms,
  serializeTerms,
  termsCalculatorInput,
  termsFromWizard,
} from '@/lib/pricing/terms'
import {
  creditScoreFor,
  nextStep,
  previousStep,
  startWizard,
  stepPosition,
  visibleSteps,
  type WizardState,
} from '@/lib/pricing/wizard'

const bounds = calculatorBounds({})

function go(state: WizardState, changes: Partial<WizardState> = {}): WizardState {
  const result = nextStep({ ...state, ...changes }, bounds)
  if (!result.ok) throw new Error(result.message)
  return result.state
}

describe('pricing wizard', () => {
  it('walks the six steps with a trade-in', () => {
    let state = startWizard()
    expect(stepPosition(state)).toEqual({ index: 1, count: 6 })
    state = go(state, { cashDown: 2_049 })
    expect(state).toMatchObject({ step: 'trading-in', cashDown: 2_000 })
    state = go(state, { tradingIn: true })
    expect(state.step).toBe('trade-equity')
    state = go(state, { tradeEquity: 50_000 })
    expect(state).toMatchObject({ step: 'credit-score', tradeEquity: 20_000 })
    state = go(state, { creditRange: 'Okay' })
    expect(state.step).toBe('personal-details')
    state = go(state)
    expect(state.step).toBe('done')
    expect(stepPosition(state)).toEqual({ index: 6, count: 6 })
  })

  it('skips trade equity without a trade-in, there and back', () => {
    let state = go(startWizard(), { cashDown: 0 })
    state = go(state, { tradingIn: false, tradeEquity: 5_000 })
    expect(state).toMatchObject({ step: 'credit-score', tradeEquity: 0 })
    expect(visibleSteps(state)).not.toContain('trade-equity')
    expect(stepPosition(state)).toEqual({ index: 3, count: 5 })
    expect(previousStep(state).step).toBe('trading-in')
    expect(previousStep(startWizard()).step).toBe('down-payment')
  })

  it('refuses to move on without an answer, with the step\'s message', () => {
    expect(nextStep(startWizard(), bounds)).toEqual({ ok: false, field: 'cashDown', message: 'Enter your down payment.' })
    const tradingIn = go(startWizard(), { cashDown: 1_000 })
    expect(nextStep(tradingIn, bounds)).toMatchObject({ ok: false, field: 'tradingIn' })
    expect(nextStep({ ...tradingIn, step: 'credit-score' }, bounds)).toMatchObject({ ok: false, field: 'creditRange' })
    expect(nextStep({ ...tradingIn, cashDown: Number.NaN, step: 'down-payment' }, bounds)).toMatchObject({ ok: false })
  })

  it('maps the credit labels Bad, Okay, Good, Great onto scores on the slider', () => {
    expect(['Bad', 'Okay', 'Good', 'Great'].map((range) => creditScoreFor(range as never, bounds))).toEqual([550, 630, 690, 790])
  })
})

describe('pricing terms cookie', () => {
  const done: WizardState = { step: 'done', cashDown: 3_000, tradingIn: false, tradeEquity: 4_000, creditRange: 'Good' }

  it('keeps the terms of a finished wizard only', () => {
    expect(termsFromWizard({ ...done, step: 'personal-details' })).toBeNull()
    expect(termsFromWizard(done)).toEqual({ v: 1, cashDown: 3_000, tradeEquity: 0, creditRange: 'Good' })
    expect(parseTerms(serializeTerms(termsFromWizard(done)!))).toEqual(termsFromWizard(done))
  })

  it('refuses a malformed or foreign cookie', () => {
    for (const raw of [undefined, '', 'x', '{}', 'null', '[]', '{"v":1,"cashDown":"1","tradeEquity":0,"creditRange":"Good"}', '{"v":1,"cashDown":1e999,"tradeEquity":0,"creditRange":"Good"}', '{"v":2,"cashDown":1,"tradeEquity":0,"creditRange":"Good"}', '{"v":1,"cashDown":-1,"tradeEquity":0,"creditRange":"Good"}', '{"v":1,"cashDown":1,"tradeEquity":0,"creditRange":"Excellent"}']) {
      expect(parseTerms(raw)).toBeNull()
    }
  })

  it('reads the four fields of a cookie that carries more, and keeps only those', () => {
    expect(parseTerms('{"v":1,"cashDown":1500,"tradeEquity":250,"creditRange":"Good","note":"x"}')).toEqual({
      v: 1,
      cashDown: 1_500,
      tradeEquity: 250,
      creditRange: 'Good',
    })
  })

  it('changes the payment a card shows, clamped to the calculator', () => {
    const vehicle = { price: 25_000, year: 2022 }
    const standard = paymentEstimate(vehicle, {}, {})!.monthly
    const terms = { v: 1 as const, cashDown: 99_999, tradeEquity: 0, creditRange: 'Bad' as const }
    const input = termsCalculatorInput(terms, bounds)
    expect(input).toEqual({ cashDown: 20_000, tradeEquity: 0, creditScore: 550 })
    const personal = paymentEstimate(vehicle, input, {})!.monthly
    expect(personal).not.toBe(standard)
    expect(LOCKED_PAYMENT_TEXT).toBe('Finish your terms to customize...')
  })
})
