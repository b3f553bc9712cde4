import { describe, expect, it } from 'vitest'

import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'
import { isValidVin } from '@/lib/vin/check-digit'

// seed/ has no path alias; these are pure checks on the fixture data, no database.
import { ARTICLES } from '../../seed/data/articles'
import { CATALOG } from '../../seed/data/catalog'
import { FAQS } from '../../seed/data/faqs'
import { LOCATIONS } from '../../seed/data/locations'
import { PROMOTIONS, SPECIAL_OFFERS } from '../../seed/data/promotions'
import { REVIEWS } from '../../seed/data/reviews'
import { STAFF } from '../../seed/data/staff'
import { TRADE_IN_CATEGORIES, TRADE_IN_QUESTIONS } from '../../seed/data/trade-in'
import { FIXTURE_YEAR, vehicleFixtures } from '../../seed/data/vehicles'
import { modelYearCode } from '../../seed/data/vin'

const vehicles = vehicleFixtures()

describe('seeded vehicles', () => {
  it('has at least 300 vehicles, generated deterministically', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(300)
    expect(vehicleFixtures()).toEqual(vehicles)
  })

  it('gives every vehicle a unique VIN with a valid check digit, real WMI and the model-year code', () => {
    expect(vehicles.filter((vehicle) => !isValidVin(vehicle.vin))).toEqual([])
    expect(new Set(vehicles.map((vehicle) => vehicle.vin)).size).toBe(vehicles.length)
    for (const vehicle of vehicles) {
      const spec = CATALOG.find((model) => model.make === vehicle.make && model.model === vehicle.model)
      expect(vehicle.vin.slice(0, 3)).toBe(spec?.wmi)
      expect(vehicle.vin[9]).toBe(modelYearCode(vehicle.year))
    }
  })

  it('covers all nine body styles and all three conditions', () => {
    expect(new Set(vehicles.map((vehicle) => vehicle.bodyStyle))).toEqual(new Set(BODY_STYLE_VALUES))
    expect(new Set(vehicles.map((vehicle) => vehicle.condition))).toEqual(new Set(['new', 'used', 'certified']))
  })

  it('has price drops (previousPrice above price) and reserve vehicles', () => {
    const drops = vehicles.filter((vehicle) => vehicle.previousPrice !== undefined)
    expect(drops.length).toBeGreaterThan(10)
    expect(drops.every((vehicle) => (vehicle.previousPrice ?? 0) > vehicle.price)).toBe(true)
    expect(vehicles.filter((vehicle) => vehicle.reserve).length).toBeGreaterThan(5)
    expect(vehicles.filter((vehicle) => vehicle.price < 20000).length).toBeGreaterThan(10)
  })

  it('keeps year, price and mileage plausible for the condition', () => {
    for (const vehicle of vehicles) {
      expect(vehicle.year).toBeGreaterThanOrEqual(2012)
      expect(vehicle.year).toBeLessThanOrEqual(FIXTURE_YEAR + 1)
      expect(vehicle.price).toBeGreaterThanOrEqual(5000)
      expect(vehicle.price).toBeLessThanOrEqual(120000)
      expect(vehicle.mileage).toBeGreaterThan(0)
      expect(vehicle.mileage).toBeLessThan(250000)
      expect(vehicle.exteriorColorHex).toMatch(/^#[0-9a-f]{6}$/)
      expect(vehicle.features.length).toBeGreaterThan(4)
      if (vehicle.condition === 'new') {
        expect(vehicle.year).toBeGreaterThanOrEqual(FIXTURE_YEAR)
        expect(vehicle.mileage).toBeLessThan(100)
      } else {
        expect(vehicle.year).toBeLessThan(FIXTURE_YEAR)
        expect(vehicle.mileage).toBeGreaterThan(1000)
      }
      if (vehicle.condition === 'certified') expect(vehicle.mileage).toBeLessThan(80000)
    }
  })

  it('spreads the inventory over the four stores', () => {
    const slugs = new Set(LOCATIONS.map((location) => location.slug))
    expect(new Set(vehicles.map((vehicle) => vehicle.location))).toEqual(slugs)
  })
})

describe('other fixtures', () => {
  it('has the four locations with Rockford current and the right time zones', () => {
    expect(LOCATIONS.map((location) => location.city).sort()).toEqual(['Elkhart', 'Fort Wayne', 'Moline', 'Rockford'])
    expect(LOCATIONS.filter((location) => location.currentLocation).map((location) => location.city)).toEqual(['Rockford'])
    for (const location of LOCATIONS) {
      expect(location.timezone).toBe(location.state === 'IL' ? 'America/Chicago' : 'America/Indiana/Indianapolis')
    }
  })

  it('has at least eight staff across sales and service, and nine reviews a category', () => {
    expect(STAFF.length).toBeGreaterThanOrEqual(8)
    expect(new Set(STAFF.map((member) => member.department))).toEqual(new Set(['sales', 'service']))
    for (const category of ['Finance', 'Buy', 'Sale', 'Service'] as const) {
      expect(REVIEWS.filter((review) => review.categories?.includes(category)).length).toBeGreaterThanOrEqual(9)
    }
  })

  it('has active promotions until 2050 and one expired, and special offers of each type', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    const active = PROMOTIONS.filter((promotion) => new Date(promotion.endDate) >= now)
    expect(active.length).toBeGreaterThanOrEqual(4)
    expect(active.every((promotion) => promotion.endDate.startsWith('2050'))).toBe(true)
    expect(PROMOTIONS.filter((promotion) => new Date(promotion.endDate) < now)).toHaveLength(1)
    expect(new Set(SPECIAL_OFFERS.map((offer) => offer.type))).toEqual(new Set(['dealer', 'sales', 'service']))
  })

  it('has ten multi-paragraph financing FAQs and articles in every section', () => {
    expect(FAQS).toHaveLength(10)
    expect(FAQS.every((faq) => (faq.answers?.length ?? 0) >= 2)).toBe(true)
    expect(new Set(ARTICLES.map((article) => article.section))).toEqual(
      new Set(['staff-reviews', 'car-advice-education', 'faqs', 'news', 'community-outreach']),
    )
  })

  it('builds a trade-in questionnaire whose conditions and categories point at real questions', () => {
    const ids = new Set(TRADE_IN_QUESTIONS.map((question) => question.questionId))
    for (const question of TRADE_IN_QUESTIONS) {
      if (question.condition?.questionId) expect(ids.has(question.condition.questionId)).toBe(true)
    }
    for (const category of TRADE_IN_CATEGORIES) for (const id of category.questions) expect(ids.has(id)).toBe(true)
    const financeType = TRADE_IN_QUESTIONS.find((question) => question.questionId === 'finance-type')
    expect(financeType?.answers?.map((answer) => answer.value)).toEqual(['none', 'loan', 'finance'])
    const payoff = TRADE_IN_QUESTIONS.find((question) => question.questionId === 'payoff-amount')
    expect(payoff?.inputType).toBe('price')
    expect(payoff?.condition?.questionId).toBe('finance-type')
  })
})
