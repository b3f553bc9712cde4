import { describe, expect, it } from 'vitest'

import {
  AD_TRACKING_PARAMS,
  APR,
  CALCULATOR,
  CLIENT,
  CONVERSION_VALUES,
  COOKIES,
  EMAIL,
  FEES,
  FINANCE_DEFAULTS,
  INVENTORY,
  ITEM_EVENT_VALUES,
  LEAD_EVENTS,
  MAP_ZOOM,
  MOBILE_BREAKPOINT_PX,
  SALES_HOURS,
  SERVICE_HOURS,
  SORT_OPTIONS,
  TRADE_IN,
  VERIFICATION,
} from '@/lib/settings/defaults'

const hoursOf = (rows: typeof SALES_HOURS, day: string) => rows.find((r) => r.day === day)

describe('settings defaults: the business constants', () => {
  it('lists inventory and display constants', () => {
    expect(INVENTORY.itemsPerPage).toBe(19)
    expect(INVENTORY.defaultSort).toBe('newest')
    expect(INVENTORY.stagingDefaultSort).toBe('priceLow')
    expect(SORT_OPTIONS).toEqual(['newest', 'oldest', 'mileage', 'year', 'priceHigh', 'priceLow'])
    expect(INVENTORY.conditionsOffered).toEqual(['new', 'used'])
    expect(INVENTORY.priceFilterUnder).toBe(20000)
    expect(INVENTORY.mileageFilterUpTo).toBe(85000)
    expect(INVENTORY.reviewsPerBlock).toBe(9)
    expect(INVENTORY.staticAssetMaxAgeSeconds).toBe(8640000)
    expect(MAP_ZOOM).toMatchObject({ mobile: 13, desktop: 11 })
  })

  it('holds the fees, the document-fee start date and the APR rules', () => {
    expect(FEES).toEqual({ documentaryFee: 358.03, documentaryFeeSince: '2020-03-01', thirtyDayDriveFee: 10 })
    expect(APR.modelYearFrom).toBe(2018)
    expect(APR.modelYearAddPercent).toBe(2)
    expect(APR.creditTiers.map((t) => [t.minScore, t.maxScore, t.addPercent])).toEqual([
      [600, 619, 1.5],
      [580, 599, 3],
      [560, 579, 4.5],
      [520, 559, 6.5],
      [500, 519, 8],
      [300, 499, 10],
    ])
  })

  it('has credit tiers that never overlap', () => {
    const sorted = [...APR.creditTiers].sort((a, b) => a.minScore - b.minScore)
    for (let i = 1; i < sorted.length; i++) expect(sorted[i].minScore).toBeGreaterThan(sorted[i - 1].maxScore)
  })

  it('bounds every calculator slider as SPEC states', () => {
    expect(CALCULATOR.cashDown).toEqual({
      min: 0,
      max: 20000,
      step: 100,
      default: 1000,
      percentStep: 5,
      defaultPercent: 20,
    })
    expect(CALCULATOR.tradeEquity).toEqual({ min: 0, max: 20000, step: 100, default: 0 })
    expect(CALCULATOR.creditScore).toEqual({ min: 400, max: 850, step: 10, default: 850 })
    expect(CALCULATOR.financeTerm).toEqual({ min: 12, max: 72, step: 12, default: 24 })
    expect(CALCULATOR.leaseTerm).toEqual({ min: 24, max: 39, step: 3, default: 39 })
    expect(CALCULATOR.leaseMiles).toEqual({ min: 10000, max: 15000, step: 2500, default: 10000 })
    for (const bounds of Object.values(CALCULATOR)) {
      // Every default sits on a step within the range, or the slider could not show it.
      expect(bounds.default).toBeGreaterThanOrEqual(bounds.min)
      expect(bounds.default).toBeLessThanOrEqual(bounds.max)
      expect((bounds.default - bounds.min) % bounds.step).toBe(0)
    }
    expect(FINANCE_DEFAULTS).toEqual({ creditScore: 850, term: 72, leaseTerm: 36, leaseMileage: 10000 })
  })

  it('sets sales and service hours per weekday', () => {
    expect(SALES_HOURS).toHaveLength(7)
    expect(hoursOf(SALES_HOURS, 'monday')).toEqual({ day: 'monday', closed: false, open: '10:00', close: '19:00' })
    expect(hoursOf(SALES_HOURS, 'friday')).toMatchObject({ open: '10:00', close: '19:00' })
    expect(hoursOf(SALES_HOURS, 'saturday')).toMatchObject({ closed: false, open: '09:00', close: '17:00' })
    expect(hoursOf(SALES_HOURS, 'sunday')).toMatchObject({ closed: true })
    expect(SERVICE_HOURS).toHaveLength(7)
    expect(hoursOf(SERVICE_HOURS, 'wednesday')).toMatchObject({ closed: false, open: '08:00', close: '18:00' })
    expect(hoursOf(SERVICE_HOURS, 'saturday')).toMatchObject({ closed: true })
    expect(hoursOf(SERVICE_HOURS, 'sunday')).toMatchObject({ closed: true })
  })

  it('names the lead events, email defaults and ad tracking parameters', () => {
    expect(LEAD_EVENTS).toEqual([
      'UNLOCK_INVENTORY',
      'UNLOCK_PRICE',
      'SCHEDULE_TEST_DRIVE',
      'SELL_OR_TRADE',
      'CONTACT',
      'STAFF_MEMBER',
      'CAREERS',
      'APPLY_FINANCING',
      'FULL_CREDIT_APP',
      'SERVICE',
    ])
    expect(EMAIL.defaultSubject).toBe('Website Lead')
    expect(EMAIL.defaultType).toBe('text')
    expect(EMAIL.staffMemberSubject).toBe('Connect with a Staff Member Form from website')
    expect(AD_TRACKING_PARAMS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
      'gbraid',
      'gwraid',
    ])
  })

  it('keeps the trade-in offer rules', () => {
    expect(TRADE_IN.cashNowWholesaleBand).toEqual({ min: 10000, max: 20000 })
    expect(TRADE_IN.moreCashLater).toMatchObject({
      minAgeYears: 10,
      reservePricePercent: 68,
      profitSharePercent: 32,
      reconditionCostMin: 560,
      advertisingPercent: 5,
      advertisingMin: 995,
      disclosedAdvertisingFlat: 1500,
    })
    expect(TRADE_IN.moreCashLater.reservePricePercent + TRADE_IN.moreCashLater.profitSharePercent).toBe(100)
    expect(TRADE_IN.bringIn).toEqual({ minAgeYears: 15, minMileage: 150000 })
    expect(TRADE_IN.offerValidityDays).toBe(7)
    expect(TRADE_IN.safetyMinDriveMiles).toBe(50)
  })

  it('keeps conversion values, verification and client timings', () => {
    expect(CONVERSION_VALUES).toMatchObject({
      FullCreditApplication: 50,
      InstantScreen: 30,
      Personalize: 20,
      SellTrade: 10,
    })
    expect(CONVERSION_VALUES.ClickToCall).toBe(5)
    expect(CONVERSION_VALUES.PageView).toBe(0)
    expect(ITEM_EVENT_VALUES).toEqual({
      view_search_results: 2,
      view_item_list: 3,
      view_item: 5,
      add_to_cart: 20,
      purchase: 30,
    })
    expect(VERIFICATION).toEqual({ codeLength: 6, fallbackPhone: '{phone}', country: 'US' })
    expect(COOKIES.storeSelectionMaxAgeMs).toBe(30 * 24 * 60 * 60 * 1000)
    expect(COOKIES.bannerSaveDelayMs).toBe(500)
    expect(COOKIES.sideTabDelayMs).toBe(10_000)
    expect(MOBILE_BREAKPOINT_PX).toBe(640)
    expect(CLIENT.loadingIndicator.fallbackColor).toBe('#22c55e')
    expect(CLIENT.toast).toMatchObject({ position: 'top-right', offsetPx: 20, lifeMs: 5000 })
    expect(CLIENT.zIndex).toEqual({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 })
  })
})
