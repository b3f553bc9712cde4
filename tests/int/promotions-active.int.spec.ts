import { describe, expect, it } from 'vitest'

import { activePromotionWhere, activePromotions, isPromotionActive, msUntilNextChange } from '@/lib/promotions/active'

const promo = { startDate: '2026-03-01T00:00:01.000Z', endDate: '2026-03-31T23:59:59.999Z' }

describe('isPromotionActive', () => {
  it('is active strictly inside the window', () => {
    expect(isPromotionActive(promo, new Date('2026-03-15T12:00:00Z'))).toBe(true)
  })

  it('includes both bounds', () => {
    expect(isPromotionActive(promo, new Date('2026-03-01T00:00:01.000Z'))).toBe(true)
    expect(isPromotionActive(promo, new Date('2026-03-31T23:59:59.999Z'))).toBe(true)
  })

  it('is inactive before the start and after the end', () => {
    expect(isPromotionActive(promo, new Date('2026-03-01T00:00:00.999Z'))).toBe(false)
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
  it('narrows wider than the window: a day ahead for starts, two days back for ends', () => {
    const now = new Date('2026-03-15T12:00:00.000Z')
    expect(activePromotionWhere(now)).toEqual({
      and: [
        { startDate: { less_than_equal: '2026-03-16T12:00:00.000Z' } },
        { endDate: { greater_than_equal: '2026-03-13T12:00:00.000Z' } },
      ],
    })
  })

  it('keeps a date-only end (midnight UTC) as a candidate through the last evening of its day', () => {
    // 11:59 pm in Chicago on 31 March is 04:59Z on 1 April, 29 hours after the stored midnight.
    const where = activePromotionWhere(new Date('2026-04-01T04:59:00.000Z'))
    const [, end] = (where.and ?? []) as { endDate: { greater_than_equal: string } }[]
    expect('2026-03-31T00:00:00.000Z' >= end.endDate.greater_than_equal).toBe(true)
  })
})

const CHICAGO = 'America/Chicago'
const INDIANAPOLIS = 'America/Indiana/Indianapolis'

describe('date-only windows in the store time zone', () => {
  const march = { startDate: '2026-03-01', endDate: '2026-03-31' }

  it('runs from local midnight of the first day to the end of the last day in Chicago (CST, then CDT)', () => {
    // 1 March is CST (UTC-6): local midnight is 06:00Z.
    expect(isPromotionActive(march, new Date('2026-03-01T05:59:59.999Z'), CHICAGO)).toBe(false)
    expect(isPromotionActive(march, new Date('2026-03-01T06:00:00.000Z'), CHICAGO)).toBe(true)
    // 31 March is CDT (UTC-5) after the 8 March switch: the day ends at 05:00Z on 1 April.
    expect(isPromotionActive(march, new Date('2026-04-01T04:59:59.999Z'), CHICAGO)).toBe(true)
    expect(isPromotionActive(march, new Date('2026-04-01T05:00:00.000Z'), CHICAGO)).toBe(false)
  })

  it('is still on in the evening of its last day, where UTC midnight would already have ended it', () => {
    // 7 pm in Chicago on 31 March is 00:00Z on 1 April.
    expect(isPromotionActive(march, new Date('2026-04-01T00:00:00.000Z'), CHICAGO)).toBe(true)
  })

  it('uses Eastern time in Indianapolis, an hour ahead of Chicago', () => {
    // 1 March EST (UTC-5): local midnight is 05:00Z, when Chicago has not reached the first day yet.
    const at = new Date('2026-03-01T05:30:00.000Z')
    expect(isPromotionActive(march, at, INDIANAPOLIS)).toBe(true)
    expect(isPromotionActive(march, at, CHICAGO)).toBe(false)
    // 31 March EDT (UTC-4) ends at 04:00Z on 1 April.
    expect(isPromotionActive(march, new Date('2026-04-01T03:59:59.999Z'), INDIANAPOLIS)).toBe(true)
    expect(isPromotionActive(march, new Date('2026-04-01T04:00:00.000Z'), INDIANAPOLIS)).toBe(false)
  })

  it('covers the 23-hour day when clocks spring forward and the 25-hour day when they fall back', () => {
    const springDay = { startDate: '2026-03-08', endDate: '2026-03-08' }
    // Chicago: 8 March starts 06:00Z (CST) and ends 05:00Z on 9 March (CDT), 23 hours.
    expect(isPromotionActive(springDay, new Date('2026-03-08T06:00:00.000Z'), CHICAGO)).toBe(true)
    expect(isPromotionActive(springDay, new Date('2026-03-09T04:59:59.999Z'), CHICAGO)).toBe(true)
    expect(isPromotionActive(springDay, new Date('2026-03-09T05:00:00.000Z'), CHICAGO)).toBe(false)
    const fallDay = { startDate: '2026-11-01', endDate: '2026-11-01' }
    // Indianapolis: 1 November starts 04:00Z (EDT) and ends 05:00Z on 2 November (EST), 25 hours.
    expect(isPromotionActive(fallDay, new Date('2026-11-01T03:59:59.999Z'), INDIANAPOLIS)).toBe(false)
    expect(isPromotionActive(fallDay, new Date('2026-11-01T04:00:00.000Z'), INDIANAPOLIS)).toBe(true)
    expect(isPromotionActive(fallDay, new Date('2026-11-02T04:59:59.999Z'), INDIANAPOLIS)).toBe(true)
    expect(isPromotionActive(fallDay, new Date('2026-11-02T05:00:00.000Z'), INDIANAPOLIS)).toBe(false)
  })

  it('reads full timestamps as instants, whatever the store zone', () => {
    const exact = { startDate: '2026-03-01T06:00:00.000Z', endDate: '2026-03-31T05:00:00.000Z' }
    for (const zone of [CHICAGO, INDIANAPOLIS]) {
      expect(isPromotionActive(exact, new Date('2026-03-31T05:00:00.000Z'), zone)).toBe(true)
      expect(isPromotionActive(exact, new Date('2026-03-31T05:00:00.001Z'), zone)).toBe(false)
    }
  })

  it('reads midnight UTC (what Payload stores for a date without a time) as that calendar day', () => {
    const stored = { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-31T00:00:00.000Z' }
    expect(isPromotionActive(stored, new Date('2026-03-01T05:59:59.999Z'), CHICAGO)).toBe(false)
    expect(isPromotionActive(stored, new Date('2026-03-01T06:00:00.000Z'), CHICAGO)).toBe(true)
    expect(isPromotionActive(stored, new Date('2026-04-01T04:59:59.999Z'), CHICAGO)).toBe(true)
    expect(isPromotionActive(stored, new Date('2026-04-01T03:59:59.999Z'), INDIANAPOLIS)).toBe(true)
    expect(isPromotionActive(stored, new Date('2026-04-01T04:00:00.000Z'), INDIANAPOLIS)).toBe(false)
    const asDates = { startDate: new Date(stored.startDate), endDate: new Date(stored.endDate) }
    expect(isPromotionActive(asDates, new Date('2026-04-01T04:59:59.999Z'), CHICAGO)).toBe(true)
  })

  it('mixes a date-only start with a timestamp end', () => {
    const mixed = { startDate: '2026-03-01', endDate: '2026-03-02T12:00:00.000Z' }
    expect(isPromotionActive(mixed, new Date('2026-03-01T06:00:00.000Z'), CHICAGO)).toBe(true)
    expect(isPromotionActive(mixed, new Date('2026-03-02T12:00:00.001Z'), CHICAGO)).toBe(false)
  })
})

describe('msUntilNextChange', () => {
  it('is the time to the soonest start or end ahead (an end takes effect a millisecond after it)', () => {
    const now = new Date('2026-03-15T00:00:00.000Z')
    const promos = [
      { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-03-15T00:10:00.000Z' },
      { startDate: '2026-03-15T00:05:00.000Z', endDate: '2050-01-01T00:00:00.000Z' },
    ]
    expect(msUntilNextChange(promos, now)).toBe(5 * 60 * 1000)
    expect(msUntilNextChange(promos.slice(0, 1), now)).toBe(10 * 60 * 1000 + 1)
  })

  it('reads date-only bounds in the store zone and is null when nothing lies ahead', () => {
    const now = new Date('2026-03-01T00:00:00.000Z')
    expect(msUntilNextChange([{ startDate: '2026-03-01', endDate: '2026-03-31' }], now, CHICAGO)).toBe(6 * 3600_000)
    expect(msUntilNextChange([{ startDate: '2020-01-01', endDate: '2021-01-01' }], now, CHICAGO)).toBeNull()
  })
})
