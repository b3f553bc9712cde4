import { describe, expect, it } from 'vitest'

import { SALES_HOURS, SERVICE_HOURS } from '@/lib/settings/defaults'
import { isOpenNow, openStatus, weeklyIntervals } from '@/lib/settings/hours'

const CHICAGO = 'America/Chicago'
const NEW_YORK = 'America/New_York'

describe('store hours', () => {
  it('is open on a weekday afternoon in Chicago and closes at 19:00 local', () => {
    // Wednesday 2025-01-15 14:30 CST (UTC-6).
    const status = openStatus(SALES_HOURS, CHICAGO, new Date('2025-01-15T20:30:00Z'))
    expect(status.open).toBe(true)
    expect(status.nextChange?.toISOString()).toBe('2025-01-16T01:00:00.000Z')
  })

  it('is closed before opening and opens at 10:00 local', () => {
    // Wednesday 09:59:30 CST.
    const status = openStatus(SALES_HOURS, CHICAGO, new Date('2025-01-15T15:59:30Z'))
    expect(status.open).toBe(false)
    expect(status.nextChange?.toISOString()).toBe('2025-01-15T16:00:00.000Z')
  })

  it('treats the close time as exclusive', () => {
    expect(isOpenNow(SALES_HOURS, CHICAGO, new Date('2025-01-16T01:00:00Z'))).toBe(false)
    expect(isOpenNow(SALES_HOURS, CHICAGO, new Date('2025-01-16T00:59:59Z'))).toBe(true)
  })

  it('skips closed Sunday: Saturday evening next opens Monday 10:00', () => {
    // Saturday 2025-01-18 18:00 CST; sales close 17:00 Saturday, Sunday closed.
    const status = openStatus(SALES_HOURS, CHICAGO, new Date('2025-01-19T00:00:00Z'))
    expect(status.open).toBe(false)
    expect(status.nextChange?.toISOString()).toBe('2025-01-20T16:00:00.000Z')
  })

  it('uses the store time zone, not the server one', () => {
    // 2025-01-15 13:30 UTC is 07:30 in Chicago (service closed) but 08:30 in New York (service open).
    const now = new Date('2025-01-15T13:30:00Z')
    expect(isOpenNow(SERVICE_HOURS, CHICAGO, now)).toBe(false)
    expect(isOpenNow(SERVICE_HOURS, NEW_YORK, now)).toBe(true)
  })

  it('wraps the week: service closed Friday evening reopens Monday 08:00', () => {
    // Friday 2025-01-17 19:00 CST.
    const status = openStatus(SERVICE_HOURS, CHICAGO, new Date('2025-01-18T01:00:00Z'))
    expect(status).toEqual({ open: false, nextChange: new Date('2025-01-20T14:00:00Z') })
  })

  it('lands the next change on local wall time across a DST switch', () => {
    // Saturday 2025-03-08 18:00 CST; clocks spring forward on Sunday, so Monday 10:00 is CDT (UTC-5).
    const status = openStatus(SALES_HOURS, CHICAGO, new Date('2025-03-09T00:00:00Z'))
    expect(status.nextChange?.toISOString()).toBe('2025-03-10T15:00:00.000Z')
  })

  it('handles hours past midnight and across the week boundary', () => {
    const rows = [{ day: 'sunday' as const, open: '22:00', close: '02:00' }]
    expect(weeklyIntervals(rows)).toEqual([[6 * 1440 + 22 * 60, 7 * 1440 + 2 * 60]])
    // Monday 2025-01-20 01:00 CST is still inside Sunday's late shift.
    const status = openStatus(rows, CHICAGO, new Date('2025-01-20T07:00:00Z'))
    expect(status.open).toBe(true)
    expect(status.nextChange?.toISOString()).toBe('2025-01-20T08:00:00.000Z')
  })

  it('is never open without usable hours', () => {
    expect(openStatus([], CHICAGO, new Date())).toEqual({ open: false, nextChange: null })
    expect(openStatus(null, CHICAGO, new Date())).toEqual({ open: false, nextChange: null })
    const bad = [{ day: 'monday' as const, closed: false, open: '9am', close: null }]
    expect(openStatus(bad, CHICAGO, new Date()).open).toBe(false)
  })

  it('joins adjacent rows into one open period', () => {
    const rows = [
      { day: 'monday' as const, open: '08:00', close: '12:00' },
      { day: 'monday' as const, open: '12:00', close: '17:00' },
    ]
    // Monday 2025-01-20 11:00 CST.
    const status = openStatus(rows, CHICAGO, new Date('2025-01-20T17:00:00Z'))
    expect(status.open).toBe(true)
    expect(status.nextChange?.toISOString()).toBe('2025-01-20T23:00:00.000Z')
  })
})
