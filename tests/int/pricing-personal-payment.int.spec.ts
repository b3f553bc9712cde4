import { describe, expect, it } from 'vitest'

import { paymentEstimate, type PaymentSettings } from '@/lib/payments'
import { paymentSettingsOf, personalMonthly } from '@/lib/pricing/personal-payment'
import { CREDIT_RANGES } from '@/lib/pricing/wizard'

const settings: PaymentSettings = {}
const car = { price: 28_500, year: 2021 }

describe('personalMonthly', () => {
  it('is the finance estimate with the terms as cash down, trade equity and the range score', () => {
    const monthly = personalMonthly(car, { v: 1, cashDown: 3000, tradeEquity: 2500, creditRange: 'Good' }, settings)
    const expected = paymentEstimate(
      car,
      { cashDown: 3000, tradeEquity: 2500, creditScore: CREDIT_RANGES.Good.score },
      settings,
    )
    expect(monthly).toBe(expected?.monthly)
    // Personal terms differ from the store's standard estimate (20 % down, score 850).
    expect(monthly).not.toBe(paymentEstimate(car, {}, settings)?.monthly)
  })

  it('holds a hand-edited cookie to the calculator sliders', () => {
    const edited = personalMonthly(car, { v: 1, cashDown: 1_000_000, tradeEquity: 0, creditRange: 'Bad' }, settings)
    const atTop = personalMonthly(car, { v: 1, cashDown: 20_000, tradeEquity: 0, creditRange: 'Bad' }, settings)
    expect(edited).toBe(atTop)
  })

  it('has no payment for a vehicle without a price', () => {
    expect(
      personalMonthly(
        { price: null, year: 2021 },
        { v: 1, cashDown: 0, tradeEquity: 0, creditRange: 'Okay' },
        settings,
      ),
    ).toBeNull()
  })
})

describe('paymentSettingsOf', () => {
  it('keeps only what the payment math reads', () => {
    const page = { fees: { salesTaxPercent: 7 }, phones: [{ number: '1' }] }
    expect(Object.keys(paymentSettingsOf(page)).sort()).toEqual(['apr', 'calculator', 'fees', 'financeDefaults'])
  })
})
