import { describe, expect, it } from 'vitest'

import { activePromotionWhere, activePromotions, isPromotionActive } from '@/lib/promotions/active'

const promo = { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z' }

describe('isPromotionActive', () => {
  it('is active strictly inside the window', () => {
    expect(isPromotionActive(promo, new Date('2026-03-15T12:00:00Z'))).toBe(true)
  })

  it('includes both bounds', () => {
    expect(isPromotionActive(promo, new Date('2026-03-01T00:00:00.000Z'))).toBe(true)
    expect(isPromotionActive(promo, new Date('2026-03-31T23:59:59.999Z'))).toBe(true)
  })

  it('is inactive before the start and after the end', () => {
    expect(isPromotionActive(promo, new Date('2026-02-28T23:59:59.999Z'))).toBe(false)
    expect(isPromotionActive(promo, new Date('2026-04-01T00:00:00.000Z'))).toBe(false)
  })

  it('accepts Date objects as well as ISO strings', () => {
    const window = { startDate: new Date('2026-01-01T00:00:00Z'), endDate: new Date('2050-12-31T00:00:00Z') }
    expect(isPromotionActive(window, new Date('2030-06-01T00:00:00Z'))).toBe(true)
  })

  it('treats missing, empty or invalid dates as inactive', () => {
    const now = new Date('2026-03-15T00:00:00Z')
    expect(isPromotionActive({ startDate: null, endDate: promo.endDate }, now)).toBe(false)
    expect(isPromotionActive({ startDate: promo.startDate }, now)).toBe(false)
    expect(isPromotionActive({ startDate: '', endDate: promo.endDate }, now)).toBe(false)
    expect(isPromotionActive({ startDate: 'not a date', endDate: promo.endDate }, now)).toBe(false)
  })

  it('is never active when the end precedes the start', () => {
    const reversed = { startDate: promo.endDate, endDate: promo.startDate }
    expect(isPromotionActive(reversed, new Date('2026-03-15T00:00:00Z'))).toBe(false)
  })

  it('defaults now to the current time', () => {
    expect(isPromotionActive({ startDate: '2000-01-01T00:00:00Z', endDate: '2050-12-31T00:00:00Z' })).toBe(true)
    expect(isPromotionActive({ startDate: '2000-01-01T00:00:00Z', endDate: '2001-01-01T00:00:00Z' })).toBe(false)
  })
})

describe('activePromotions', () => {
  it('keeps only the active ones, in order', () => {
    const list = [
      { id: 'a', ...promo },
      { id: 'b', startDate: '2025-01-01T00:00:00Z', endDate: '2025-12-31T00:00:00Z' },
      { id: 'c', startDate: '2026-03-10T00:00:00Z', endDate: '2050-01-01T00:00:00Z' },
    ]
    const ids = activePromotions(list, new Date('2026-03-15T00:00:00Z')).map((p) => p.id)
    expect(ids).toEqual(['a', 'c'])
  })
})

describe('activePromotionWhere', () => {
  it('expresses the same inclusive window as a query', () => {
    const now = new Date('2026-03-15T00:00:00.000Z')
    expect(activePromotionWhere(now)).toEqual({
      and: [
        { startDate: { less_than_equal: '2026-03-15T00:00:00.000Z' } },
        { endDate: { greater_than_equal: '2026-03-15T00:00:00.000Z' } },
      ],
    })
  })
})
