import { describe, expect, it } from 'vitest'

import {
  aprFor,
  amountFinanced,
  calculatorBounds,
  clampCalculatorInput,
  creditTierAddPercent,
  itemisedFees,
  leaseEstimate,
  leasePayment,
  moneyFactorFromApr,
  monthlyPayment,
  paymentEstimate,
  residualPercent,
  roundToCents,
  totalFees,
  type PaymentSettings,
} from '@/lib/payments'
import { APR, CALCULATOR, FEES, FINANCE_DEFAULTS } from '@/lib/settings/defaults'

// Illinois figures as the seed uses them, fixed here so the hand-worked examples stay valid if the seed changes.
const STORE: PaymentSettings = {
  fees: { ...FEES, salesTaxPercent: 6.25, titleFee: 165 },
  apr: { ...APR, basePercent: 6.9, creditTiers: APR.creditTiers.map((tier) => ({ ...tier })) },
}
const EMPTY: PaymentSettings = {}
const cents = (amount: number) => roundToCents(amount)

describe('monthlyPayment (standard PMT)', () => {
  it('matches $20,000 at 6 % for 60 months = $386.66', () => {
    // r = 0.06/12 = 0.005; 1.005^60 = 1.348850; PMT = 20000 × 0.005 × 1.348850 / 0.348850 = 100 × 3.866637 = 386.66.
    expect(cents(monthlyPayment(20000, 6, 60))).toBe(386.66)
  })

  it('matches $25,000 at 4.5 % for 72 months = $396.85', () => {
    // r = 0.045/12 = 0.00375; 1.00375^72 = 1.309303; PMT = 25000 × 0.00375 × 1.309303 / 0.309303
    // = 93.75 × 4.233075 = 396.85.
    expect(cents(monthlyPayment(25000, 4.5, 72))).toBe(396.85)
  })

  it('matches $30,000 at 5 % for 60 months = $566.14', () => {
    // r = 0.05/12 = 0.0041667; 1.0041667^60 = 1.283359; PMT = 30000 × 0.0041667 × 1.283359 / 0.283359
    // = 125 × 4.529093 = 566.14.
    expect(cents(monthlyPayment(30000, 5, 60))).toBe(566.14)
  })

  it('splits the principal evenly at 0 % APR: $10,000 for 48 months = $208.33', () => {
    // 10000 / 48 = 208.333…, shown as 208.33.
    expect(cents(monthlyPayment(10000, 0, 48))).toBe(208.33)
    expect(monthlyPayment(10000, 0, 48)).toBeCloseTo(10000 / 48, 10)
  })

  it('stays unrounded until presentation', () => {
    expect(monthlyPayment(20000, 6, 60)).toBeCloseTo(386.6560306, 6)
  })

  it('returns 0 for nothing to repay or a non-positive term', () => {
    expect(monthlyPayment(0, 6, 60)).toBe(0)
    expect(monthlyPayment(-500, 6, 60)).toBe(0)
    expect(monthlyPayment(Number.NaN, 6, 60)).toBe(0)
    expect(monthlyPayment(10000, 6, 0)).toBe(0)
  })

  it('treats a negative APR like 0 %', () => {
    expect(monthlyPayment(1200, -3, 12)).toBe(100)
  })

  it('rounds to cents half away from zero', () => {
    expect(roundToCents(1.005)).toBe(1.01)
    expect(roundToCents(2.344999)).toBe(2.34)
    expect(roundToCents(-1.005)).toBe(-1.01)
  })
})

describe('aprFor', () => {
  const apr = (creditScore: number, modelYear: number | null = 2015) => aprFor({ creditScore, modelYear }, STORE)

  it.each([
    [850, 0],
    [620, 0],
    [619, 1.5],
    [600, 1.5],
    [599, 3],
    [580, 3],
    [579, 4.5],
    [560, 4.5],
    [559, 6.5],
    [520, 6.5],
    [519, 8],
    [500, 8],
    [499, 10],
    [300, 10],
  ])('credit score %i adds %d percent to the base', (score, add) => {
    expect(apr(score)).toBeCloseTo(6.9 + add, 10)
  })

  it('puts scores below every tier in the worst tier and floors fractional scores', () => {
    expect(creditTierAddPercent(299, APR.creditTiers)).toBe(10)
    expect(creditTierAddPercent(619.5, APR.creditTiers)).toBe(1.5)
    expect(creditTierAddPercent(619.99, APR.creditTiers)).toBe(1.5)
  })

  it('adds 2 percent for model year 2018 or later only', () => {
    expect(apr(850, 2017)).toBeCloseTo(6.9, 10)
    expect(apr(850, 2018)).toBeCloseTo(8.9, 10)
    expect(apr(850, 2026)).toBeCloseTo(8.9, 10)
    expect(apr(850, null)).toBeCloseTo(6.9, 10)
  })

  it('combines base, model year and credit tier', () => {
    expect(apr(610, 2020)).toBeCloseTo(6.9 + 2 + 1.5, 10)
  })

  it('falls back to the SPEC rules and a zero base when settings are empty', () => {
    expect(aprFor({ creditScore: 590, modelYear: 2019 }, EMPTY)).toBeCloseTo(2 + 3, 10)
  })

  it('uses the admin rules when set, and an empty tier list as no surcharge', () => {
    const custom: PaymentSettings = {
      apr: {
        basePercent: 5,
        modelYearFrom: 2020,
        modelYearAddPercent: 1,
        creditTiers: [{ minScore: 700, maxScore: 749, addPercent: 0.5 }],
      },
    }
    expect(aprFor({ creditScore: 720, modelYear: 2019 }, custom)).toBeCloseTo(5.5, 10)
    expect(aprFor({ creditScore: 720, modelYear: 2020 }, custom)).toBeCloseTo(6.5, 10)
    expect(aprFor({ creditScore: 400, modelYear: 2015 }, { apr: { basePercent: 5, creditTiers: [] } })).toBe(5)
  })
})

describe('clampCalculatorInput', () => {
  const bounds = calculatorBounds(EMPTY)
  const clamp = (input: Parameters<typeof clampCalculatorInput>[0], price?: number | null) =>
    clampCalculatorInput(input, bounds, price)

  it('resolves the SPEC sliders, with the finance data defaults winning over slider defaults', () => {
    expect(bounds.cashDown).toMatchObject({ min: 0, max: 20000, step: 100, default: 1000, defaultPercent: 20 })
    expect(bounds.financeTerm).toEqual({ ...CALCULATOR.financeTerm, default: FINANCE_DEFAULTS.term })
    expect(bounds.leaseTerm).toEqual({ ...CALCULATOR.leaseTerm, default: FINANCE_DEFAULTS.leaseTerm })
    expect(bounds.creditScore.default).toBe(850)
    expect(bounds.leaseMiles.default).toBe(10000)
  })

  it('uses the stored slider default only when the finance data default was cleared', () => {
    const cleared = calculatorBounds({ calculator: { financeTerm: { default: 24 } }, financeDefaults: { term: null } })
    expect(cleared.financeTerm.default).toBe(24)
    const both = calculatorBounds({ calculator: { financeTerm: { default: 24 } }, financeDefaults: { term: 48 } })
    expect(both.financeTerm.default).toBe(48)
  })

  it('applies defaults for missing values', () => {
    expect(clamp({})).toEqual({
      cashDown: 1000,
      tradeEquity: 0,
      creditScore: 850,
      financeTerm: 72,
      leaseTerm: 36,
      leaseMiles: 10000,
    })
  })

  it('defaults cash down to 20 % of the price, snapped and capped', () => {
    expect(clamp({}, 25000).cashDown).toBe(5000)
    // 20 % of 23,456 = 4,691.20 → nearest 100.
    expect(clamp({}, 23456).cashDown).toBe(4700)
    expect(clamp({}, 250000).cashDown).toBe(20000)
    expect(clamp({}, 0).cashDown).toBe(1000)
    expect(clamp({}, null).cashDown).toBe(1000)
    expect(clamp({ cashDown: Number.NaN }, 25000).cashDown).toBe(5000)
  })

  it.each([
    ['cashDown', -1, 0],
    ['cashDown', 0, 0],
    ['cashDown', 149, 100],
    ['cashDown', 150, 200],
    ['cashDown', 20000, 20000],
    ['cashDown', 20049, 20000],
    ['cashDown', 99999, 20000],
    ['tradeEquity', -250, 0],
    ['tradeEquity', 1234, 1200],
    ['tradeEquity', 20000, 20000],
    ['tradeEquity', 20100, 20000],
    ['creditScore', 0, 400],
    ['creditScore', 399, 400],
    ['creditScore', 400, 400],
    ['creditScore', 404, 400],
    ['creditScore', 405, 410],
    ['creditScore', 619, 620],
    ['creditScore', 850, 850],
    ['creditScore', 851, 850],
    ['creditScore', 900, 850],
    ['financeTerm', 1, 12],
    ['financeTerm', 12, 12],
    ['financeTerm', 17, 12],
    ['financeTerm', 18, 24],
    ['financeTerm', 72, 72],
    ['financeTerm', 84, 72],
    ['leaseTerm', 12, 24],
    ['leaseTerm', 24, 24],
    ['leaseTerm', 25, 24],
    ['leaseTerm', 26, 27],
    ['leaseTerm', 39, 39],
    ['leaseTerm', 48, 39],
    ['leaseMiles', 5000, 10000],
    ['leaseMiles', 10000, 10000],
    ['leaseMiles', 11249, 10000],
    ['leaseMiles', 11250, 12500],
    ['leaseMiles', 15000, 15000],
    ['leaseMiles', 20000, 15000],
  ] as const)('%s %d → %d', (key, value, expected) => {
    expect(clamp({ [key]: value })[key]).toBe(expected)
  })

  it('honours admin bounds and falls back when they are broken', () => {
    const custom = calculatorBounds({
      calculator: { cashDown: { max: 5000, step: 500 }, financeTerm: { min: 24, max: 84, step: 12 } },
      financeDefaults: { term: 84 },
    })
    const values = clampCalculatorInput({ cashDown: 7300 }, custom, 50000)
    expect(values.cashDown).toBe(5000)
    expect(values.financeTerm).toBe(84)
    const broken = calculatorBounds({ calculator: { tradeEquity: { min: 500, max: 100, step: 0 } } })
    expect(broken.tradeEquity).toEqual(CALCULATOR.tradeEquity)
  })

  it('keeps a value on the step grid when max is off the grid', () => {
    const offGrid = calculatorBounds({ calculator: { tradeEquity: { min: 0, max: 1050, step: 100 } } })
    expect(clampCalculatorInput({ tradeEquity: 1050 }, offGrid).tradeEquity).toBe(1000)
  })
})

describe('fees and amount financed', () => {
  it('itemises documentary, thirty-day drive, title and sales tax', () => {
    const fees = itemisedFees(20000, STORE)
    expect(fees).toEqual([
      { key: 'documentaryFee', label: 'Documentary fee', amount: 358.03 },
      { key: 'thirtyDayDriveFee', label: 'Thirty-day drive fee', amount: 10 },
      { key: 'titleFee', label: 'Title fee', amount: 165 },
      // 6.25 % of 20,000 = 1,250.
      { key: 'salesTax', label: 'Sales tax (6.25%)', amount: 1250 },
    ])
    // 358.03 + 10 + 165 + 1250 = 1783.03.
    expect(totalFees(fees)).toBeCloseTo(1783.03, 10)
  })

  it('taxes the price less trade equity, in cents', () => {
    // (20,000 − 5,000) × 6.25 % = 937.50.
    expect(itemisedFees(20000, STORE, { tradeEquity: 5000 }).find((f) => f.key === 'salesTax')?.amount).toBe(937.5)
    // 19,999.99 × 6.25 % = 1,249.999375 → 1,250.00.
    expect(itemisedFees(19999.99, STORE).find((f) => f.key === 'salesTax')?.amount).toBe(1250)
    // Trade equity above the price leaves nothing to tax.
    expect(itemisedFees(4000, STORE, { tradeEquity: 5000 }).some((f) => f.key === 'salesTax')).toBe(false)
  })

  it('charges only the SPEC fees when the store set no tax or title fee', () => {
    const fees = itemisedFees(20000, EMPTY)
    expect(fees.map((f) => f.key)).toEqual(['documentaryFee', 'thirtyDayDriveFee'])
    expect(totalFees(fees)).toBeCloseTo(368.03, 10)
  })

  it('applies the documentary fee from its start date (March 2020)', () => {
    const before = itemisedFees(20000, STORE, { saleDate: '2020-02-29' })
    const from = itemisedFees(20000, STORE, { saleDate: '2020-03-01' })
    expect(before.some((f) => f.key === 'documentaryFee')).toBe(false)
    expect(from.some((f) => f.key === 'documentaryFee')).toBe(true)
  })

  it('adds fees and subtracts cash down and trade equity, never below zero', () => {
    const fees = itemisedFees(20000, STORE, { tradeEquity: 3000 })
    // Tax (20,000 − 3,000) × 6.25 % = 1,062.50; fees 358.03 + 10 + 165 + 1,062.50 = 1,595.53;
    // 20,000 + 1,595.53 − 2,000 − 3,000 = 16,595.53.
    expect(amountFinanced(20000, 2000, 3000, fees)).toBeCloseTo(16595.53, 10)
    expect(amountFinanced(5000, 20000, 0, fees)).toBe(0)
  })
})

describe('lease', () => {
  it('converts APR to a money factor by APR / 2400', () => {
    expect(moneyFactorFromApr(6)).toBeCloseTo(0.0025, 12)
    expect(moneyFactorFromApr(0)).toBe(0)
  })

  it('reads the residual table and interpolates between stops', () => {
    expect(residualPercent(36, 10000)).toBe(58)
    expect(residualPercent(36, 15000)).toBe(54)
    expect(residualPercent(39, 12500)).toBe(54.5)
    expect(residualPercent(24, 10000)).toBe(64)
    expect(residualPercent(48, 10000)).toBe(52)
    // Halfway between 10,000 (58) and 12,500 (56).
    expect(residualPercent(36, 11250)).toBe(57)
    // Outside the table the nearest edge holds.
    expect(residualPercent(12, 5000)).toBe(64)
    expect(residualPercent(60, 20000)).toBe(48)
  })

  it('computes depreciation plus rent charge, worked by hand', () => {
    // $30,000, 36 months at 10,000 miles (58 % residual), 6 % APR, $2,000 down:
    // cap cost 30,000 − 2,000 = 28,000; residual 30,000 × 58 % = 17,400; money factor 6 / 2400 = 0.0025;
    // depreciation (28,000 − 17,400) / 36 = 294.444…; rent (28,000 + 17,400) × 0.0025 = 113.50;
    // payment 294.444… + 113.50 = 407.94.
    const lease = leasePayment({
      price: 30000,
      residualPercent: residualPercent(36, 10000),
      moneyFactor: moneyFactorFromApr(6),
      termMonths: 36,
      cashDown: 2000,
      tradeEquity: 0,
    })
    expect(lease.capitalizedCost).toBe(28000)
    expect(lease.residualValue).toBe(17400)
    expect(lease.depreciation).toBeCloseTo(10600 / 36, 10)
    expect(lease.rentCharge).toBeCloseTo(113.5, 10)
    expect(cents(lease.monthly)).toBe(407.94)
  })

  it('never returns a negative payment', () => {
    const lease = leasePayment({
      price: 10000,
      residualPercent: 58,
      moneyFactor: 0,
      termMonths: 36,
      cashDown: 20000,
      tradeEquity: 0,
    })
    expect(lease.monthly).toBe(0)
  })
})

describe('paymentEstimate', () => {
  it('estimates a finance payment end to end, worked by hand', () => {
    // Price 20,000, model year 2016 (no surcharge), score 850 (no surcharge): APR 6.9.
    // Fees 1,783.03 (see above); financed 20,000 + 1,783.03 − 2,000 = 19,783.03.
    // r = 0.069/12 = 0.00575; 1.00575^60 = 1.410595; PMT = 19,783.03 × 0.00575 × 1.410595 / 0.410595
    // = 113.752423 × 3.435489 = 390.80.
    const input = { cashDown: 2000, creditScore: 850, financeTerm: 60 }
    const estimate = paymentEstimate({ price: 20000, year: 2016 }, input, STORE)
    expect(estimate).not.toBeNull()
    expect(estimate?.apr).toBeCloseTo(6.9, 10)
    expect(estimate?.amountFinanced).toBeCloseTo(19783.03, 10)
    expect(cents(estimate?.monthly ?? 0)).toBe(390.8)
    expect(estimate?.term).toBe(60)
    expect(estimate?.fees.map((f) => f.key)).toEqual(['documentaryFee', 'thirtyDayDriveFee', 'titleFee', 'salesTax'])
    expect(estimate?.disclaimer).toContain('$391/mo for 60 months at 6.90% APR')
    expect(estimate?.disclaimer).toContain('$19,783 financed')
  })

  it('clamps the input and applies the defaults before estimating', () => {
    const estimate = paymentEstimate({ price: 25000, year: 2020 }, { creditScore: 612, financeTerm: 100 }, STORE)
    // Score 612 snaps to 610 (600-619 tier, +1.5); 2020 adds 2; term 100 clamps to 72; cash down 20 % = 5,000.
    expect(estimate?.inputs).toMatchObject({ creditScore: 610, financeTerm: 72, cashDown: 5000, tradeEquity: 0 })
    expect(estimate?.apr).toBeCloseTo(10.4, 10)
    const financed = 25000 + 358.03 + 10 + 165 + 1562.5 - 5000
    expect(estimate?.amountFinanced).toBeCloseTo(financed, 10)
    expect(estimate?.monthly).toBeCloseTo(monthlyPayment(financed, 10.4, 72), 10)
  })

  it('gives no estimate without a price', () => {
    expect(paymentEstimate({ price: null, year: 2020 }, {}, STORE)).toBeNull()
    expect(paymentEstimate({ price: 0, year: 2020 }, {}, STORE)).toBeNull()
    expect(leaseEstimate({ price: undefined, year: 2020 }, {}, STORE)).toBeNull()
  })

  it('estimates a lease with capitalised fees and tax on each payment, worked by hand', () => {
    // Price 30,000, 2016, score 850: APR 6.9, money factor 6.9 / 2400 = 0.002875; 36 months, 10,000 miles: 58 %.
    // Capitalised fees 358.03 + 10 + 165 = 533.03 (no up-front tax); cap cost 30,000 + 533.03 − 2,000 = 28,533.03.
    // Residual 17,400; depreciation 11,133.03 / 36 = 309.2508; rent 45,933.03 × 0.002875 = 132.0575;
    // before tax 441.3083; tax 6.25 % = 27.5818; payment 468.89.
    const lease = leaseEstimate(
      { price: 30000, year: 2016 },
      { cashDown: 2000, creditScore: 850, leaseTerm: 36, leaseMiles: 10000 },
      STORE,
    )
    expect(lease?.moneyFactor).toBeCloseTo(0.002875, 12)
    expect(lease?.residualPercent).toBe(58)
    expect(lease?.capitalizedCost).toBeCloseTo(28533.03, 10)
    expect(lease?.fees.some((f) => f.key === 'salesTax')).toBe(false)
    expect(lease?.depreciation).toBeCloseTo(309.2508, 4)
    expect(lease?.rentCharge).toBeCloseTo(132.0575, 4)
    expect(lease?.monthlyTax).toBeCloseTo(27.5818, 4)
    expect(cents(lease?.monthly ?? 0)).toBe(468.89)
    expect(lease?.disclaimer).toContain('36 months with 10,000 miles a year')
    expect(lease?.disclaimer).toContain('Miles beyond 30,000 over the lease are charged $0.20 per mile')
  })
})
