import { describe, expect, it } from 'vitest'

import { moreCashLater, tradeInOffers } from '@/lib/trade-in/offer'
import {
  checkVin,
  decodedVinText,
  nextStepIndex,
  previousStepIndex,
  stepCounter,
  stepOfField,
  stepTitle,
  VIN_MESSAGES,
  wizardSteps,
} from '@/lib/trade-in/wizard'
import {
  NO_OFFERS_MESSAGE,
  offerSummaryLines,
  offerView,
  validUntilText,
  valuationSummaryLines,
} from '@/lib/trade-in/wizard-offer'

const steps = wizardSteps(['condition', 'details', 'ownership'])
const NOW = new Date('2026-11-22T12:00:00Z')
// A published Honda VIN whose check digit holds (position 9 = 'X' fails it).
const HONDA = '1HGCM82633A004352'

describe('wizard steps', () => {
  it('is the vehicle, one step per category, the contact details, then the offer', () => {
    expect(steps.map((step) => (step.kind === 'questions' ? step.categoryId : step.kind))).toEqual([
      'vehicle',
      'condition',
      'details',
      'ownership',
      'contact',
      'offer',
    ])
    expect(wizardSteps([]).map((step) => step.kind)).toEqual(['vehicle', 'contact', 'offer'])
  })

  it('moves forward and back within bounds; the offer has no way back', () => {
    expect(nextStepIndex(steps, 0)).toBe(1)
    expect(nextStepIndex(steps, 5)).toBe(5)
    expect(previousStepIndex(steps, 0)).toBe(0)
    expect(previousStepIndex(steps, 4)).toBe(3)
    expect(previousStepIndex(steps, 5)).toBe(5)
  })

  it('counts the steps to fill in, not the offer', () => {
    expect(stepCounter(steps, 0)).toBe('Step 1 of 5')
    expect(stepCounter(steps, 4)).toBe('Step 5 of 5')
    expect(stepCounter(steps, 5)).toBeNull()
    expect(stepCounter(steps, -1)).toBeNull()
  })

  it('titles each step; a questionnaire step by its category', () => {
    expect(steps.map((step) => stepTitle(step, 'Vehicle condition'))).toEqual([
      'Tell us about your car',
      'Vehicle condition',
      'Vehicle condition',
      'Vehicle condition',
      'Your contact details',
      'Your offer',
    ])
  })

  it('finds the step that shows a field the server refused', () => {
    const categoryOf = (id: string) => ({ 'payoff-amount': 'ownership', keys: 'details' })[id]
    expect(stepOfField(steps, 'trade.vin', categoryOf)).toBe(0)
    expect(stepOfField(steps, 'intent', categoryOf)).toBe(0)
    expect(stepOfField(steps, 'answers.keys', categoryOf)).toBe(2)
    expect(stepOfField(steps, 'answers.payoff-amount', categoryOf)).toBe(3)
    expect(stepOfField(steps, 'phone', categoryOf)).toBe(4)
    expect(stepOfField(steps, 'answers.unknown', categoryOf)).toBeNull()
    expect(stepOfField(steps, '_form', categoryOf)).toBeNull()
  })
})

describe('checkVin', () => {
  it('decodes a valid VIN to its model year and make, tolerating case, spaces and dashes', () => {
    const check = checkVin(' 1hgcm826-33a004352 ', NOW)
    expect(check).toMatchObject({ ok: true, decoded: { vin: HONDA, modelYear: 2003, make: 'Honda' } })
    if (check.ok) expect(decodedVinText(check.decoded)).toBe('VIN accepted: a 2003 Honda.')
  })

  it('says which rule a bad VIN breaks', () => {
    expect(checkVin('', NOW)).toEqual({ ok: false, message: VIN_MESSAGES.required })
    expect(checkVin('1HGCM82633A00435', NOW)).toEqual({ ok: false, message: VIN_MESSAGES.format })
    expect(checkVin('1HGCM82633A0O4352', NOW)).toEqual({ ok: false, message: VIN_MESSAGES.format })
    expect(checkVin('1HGCM826X3A004352', NOW)).toEqual({ ok: false, message: VIN_MESSAGES.checkDigit })
  })

  it('tells the visitor what is still missing when the VIN does not give it', () => {
    const decoded = { vin: HONDA, modelYear: 2003, make: null, checkDigit: 'valid' as const }
    expect(decodedVinText(decoded)).toBe('VIN accepted: a 2003. Enter the make below.')
    expect(decodedVinText({ ...decoded, modelYear: null })).toBe('VIN accepted. Enter the year and make below.')
  })
})

describe('offer in words', () => {
  const prices = { adjusted_whole_avg: 12_000, adjusted_whole_rough: 10_800, adjusted_retail_avg: 15_000 }

  it('shows cash now with its amount and more cash later as reserve now plus the profit-sharing check', () => {
    const result = tradeInOffers({ prices, modelYear: 2015, mileage: 120_000, today: NOW })
    const views = result.offers.map(offerView)
    expect(views.map((view) => [view.title, view.amount])).toEqual([
      ['Cash now', '$12,000'],
      ['More cash later', '$10,200'],
    ])
    const later = moreCashLater(15_000)
    expect(views[1].details).toEqual([
      'Reserve price paid now: $10,200.',
      `Estimated profit-sharing check when we sell your car: $${later.profitShare.toLocaleString('en-US')} (estimated total $${later.total.toLocaleString('en-US')}).`,
      'Based on an expected sale price of $15,000, less reconditioning of $560 and advertising.',
      'Advertising: $1,500 plus 5% of the sale price.',
    ])
  })

  it('asks to bring in an old, high-mileage car, with no amount', () => {
    const result = tradeInOffers({ prices, modelYear: 2011, mileage: 150_000, today: NOW })
    expect(offerView(result.offers[0])).toMatchObject({ title: 'Bring it in', amount: null })
  })

  it('writes the expiry with its year and the lines the appraiser reads', () => {
    const result = tradeInOffers({ prices, modelYear: 2020, mileage: 40_000, today: NOW })
    expect(result.validUntil).toBe('2026-11-29')
    expect(validUntilText(result.validUntil)).toBe('Sunday, November 29, 2026')
    expect(offerSummaryLines(result)).toEqual([
      { label: 'Offer: Cash now', value: '$12,000 Paid the same day you bring the car and its title.' },
      { label: 'Offer valid until', value: '2026-11-29' },
      { label: 'Safety note', value: 'The vehicle must drive over 50 miles.' },
    ])
    expect(offerSummaryLines(null)[0].value).toMatch(/appraise in person/)
    expect(
      valuationSummaryLines({ method: 'comparables', prices, explanation: ['3 comparables', 'Wholesale 80 %'] }),
    ).toEqual([
      {
        label: 'Valuation',
        value: 'comparables: wholesale average $12,000, wholesale rough $10,800, retail average $15,000',
      },
      { label: 'How it was valued', value: '3 comparables\nWholesale 80 %' },
    ])
    expect(NO_OFFERS_MESSAGE).toBe('No offers available at this time. Please check back later.')
  })
})
