import { describe, expect, it } from 'vitest'

import { moreCashLater, SAFETY_NOTE, tradeInOffers, vehicleAgeYears } from '@/lib/trade-in/offer'

const TODAY = new Date('2026-11-22T15:00:00Z')
const prices = (wholesale: number, retail = wholesale * 1.25) => ({
  adjusted_whole_avg: wholesale,
  adjusted_whole_rough: wholesale * 0.9,
  adjusted_retail_avg: retail,
})
const types = (input: Parameters<typeof tradeInOffers>[0]) => tradeInOffers(input).offers.map((offer) => offer.type)
const at = (modelYear: number, mileage: number, wholesale = 15_000) => ({
  prices: prices(wholesale),
  modelYear,
  mileage,
  today: TODAY,
})

describe('vehicleAgeYears', () => {
  it('counts model years', () => {
    expect(vehicleAgeYears(2016, TODAY)).toBe(10)
    expect(vehicleAgeYears(2017, TODAY)).toBe(9)
    expect(vehicleAgeYears(2027, TODAY)).toBe(0)
  })
})

describe('tradeInOffers', () => {
  it('offers cash now inside the 10,000-20,000 wholesale band, edges included', () => {
    expect(types(at(2022, 30_000, 9_999))).toEqual(['bring-in'])
    expect(tradeInOffers(at(2022, 30_000, 10_000)).offers).toEqual([{ type: 'cash-now', amount: 10_000 }])
    expect(tradeInOffers(at(2022, 30_000, 20_000)).offers).toEqual([{ type: 'cash-now', amount: 20_000 }])
    expect(tradeInOffers(at(2022, 30_000, 20_001)).offers).toEqual([{ type: 'bring-in', reason: 'no-instant-offer' }])
  })

  it('adds more cash later from 10 years old (9 does not)', () => {
    expect(types(at(2017, 120_000))).toEqual(['cash-now'])
    expect(types(at(2016, 120_000))).toEqual(['cash-now', 'more-cash-later'])
    // Outside the cash band, a 10-year-old car still gets the two-step offer.
    expect(types(at(2016, 120_000, 25_000))).toEqual(['more-cash-later'])
  })

  it('sends 15-year-old cars with 150,000 miles or more to be seen (14 years or 149,999 miles do not)', () => {
    expect(tradeInOffers(at(2011, 150_000)).offers).toEqual([{ type: 'bring-in', reason: 'old-and-high-mileage' }])
    expect(types(at(2011, 149_999))).toEqual(['cash-now', 'more-cash-later'])
    expect(types(at(2012, 200_000))).toEqual(['cash-now', 'more-cash-later'])
  })

  it('is valid 7 days and carries the 50-mile safety note', () => {
    const result = tradeInOffers(at(2020, 40_000))
    expect(result.validUntil).toBe('2026-11-29')
    expect(result.safetyNote).toBe('The vehicle must drive over 50 miles.')
    expect(SAFETY_NOTE).toBe(result.safetyNote)
  })
})

describe('moreCashLater', () => {
  it('pays the 68 % reserve, then 32 % of the margin after reconditioning and advertising', () => {
    // Sale 20,000: reserve 13,600; advertising 5 % = 1,000; reconditioning minimum 560; margin 4,840 → share 1,549.
    expect(moreCashLater(20_000)).toEqual({
      type: 'more-cash-later',
      expectedSalePrice: 20_000,
      reservePrice: 13_600,
      reconditionCost: 560,
      advertisingCost: 1_000,
      profitShare: 1_549,
      total: 15_149,
      advertisingDisclosure: 'Advertising: $1,500 plus 5% of the sale price',
    })
  })

  it('applies the advertising minimum of 995 below a 19,900 sale, and the reconditioning minimum of 560', () => {
    expect(moreCashLater(19_900).advertisingCost).toBe(995)
    expect(moreCashLater(19_880).advertisingCost).toBe(995)
    expect(moreCashLater(19_920).advertisingCost).toBe(996)
    expect(moreCashLater(10_000, 559).reconditionCost).toBe(560)
    expect(moreCashLater(10_000, 1_200).reconditionCost).toBe(1_200)
  })

  it('never shares a negative margin', () => {
    const cheap = moreCashLater(3_000)
    expect(cheap.reservePrice).toBe(2_040)
    expect(cheap.profitShare).toBe(0)
    expect(cheap.total).toBe(2_040)
  })
})
