import { describe, expect, it } from 'vitest'

import { formatDate, formatDateTimeInZone, formatInteger, formatMileage, formatPrice } from '@/lib/format'
import { dateTimeFormat } from '@/lib/format/date-time-format'
import { localDay, wallClock } from '@/lib/format/wall-clock'

describe('formatPrice', () => {
  it('shows whole US dollars with separators', () => {
    expect(formatPrice(24995)).toBe('$24,995')
    expect(formatPrice(0)).toBe('$0')
    expect(formatPrice(1250000)).toBe('$1,250,000')
  })

  it('rounds cents away instead of showing decimals', () => {
    expect(formatPrice(358.03)).toBe('$358')
    expect(formatPrice(19999.5)).toBe('$20,000')
  })
})

describe('formatMileage', () => {
  it('adds separators and the mi unit', () => {
    expect(formatMileage(12345)).toBe('12,345 mi')
    expect(formatMileage(0)).toBe('0 mi')
    expect(formatMileage(85000.4)).toBe('85,000 mi')
  })
})

describe('formatInteger', () => {
  it('groups thousands', () => {
    expect(formatInteger(2400)).toBe('2,400')
  })
})

describe('formatDate', () => {
  it('uses mm/dd/yy', () => {
    expect(formatDate('2024-03-05T18:00:00.000Z')).toBe('03/05/24')
    expect(formatDate(new Date('2050-12-31T18:00:00.000Z'))).toBe('12/31/50')
  })

  it('reads the calendar day in the store time zone, not UTC', () => {
    // 02:00 UTC on 1 March is still 29 February in Rockford, IL.
    expect(formatDate('2024-03-01T02:00:00.000Z')).toBe('02/29/24')
  })

  it('returns null for missing or invalid input', () => {
    expect(formatDate(null)).toBeNull()
    expect(formatDate(undefined)).toBeNull()
    expect(formatDate('')).toBeNull()
    expect(formatDate('not a date')).toBeNull()
  })
})

describe('formatDateTimeInZone', () => {
  it('writes an instant in the given zone with its short name, mm/dd/yy', () => {
    const instant = new Date('2030-01-15T20:05:00Z')
    expect(formatDateTimeInZone(instant, 'America/Chicago')).toBe('01/15/30, 2:05 PM CST')
    expect(formatDateTimeInZone(instant, 'America/Indiana/Indianapolis')).toBe('01/15/30, 3:05 PM EST')
    // Daylight saving: the same wall clock reads CDT in summer.
    expect(formatDateTimeInZone('2030-07-15T19:05:00Z', 'America/Chicago')).toBe('07/15/30, 2:05 PM CDT')
  })
})

describe('date and time formatters: one cache keyed by locale and options', () => {
  it('gives the same formatter for the same locale, zone and options, another when any of them differs', () => {
    const chicago = dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' })
    expect(dateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric' })).toBe(chicago)
    expect(dateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric' })).not.toBe(chicago)
    expect(dateTimeFormat('es-US', { timeZone: 'America/Chicago', hour: 'numeric' })).not.toBe(chicago)
    expect(dateTimeFormat('en-US', { timeZone: 'America/Chicago', minute: 'numeric' })).not.toBe(chicago)
  })

  it("reads a zone's wall clock: weekday, minute of the day and calendar day", () => {
    // Tuesday 2030-06-04 01:30 UTC is Monday 20:30 in Chicago (CDT) and Tuesday 03:30 in Berlin (CEST).
    const instant = new Date('2030-06-04T01:30:00Z')
    expect(wallClock(instant, 'America/Chicago')).toMatchObject({ weekday: 0, minuteOfDay: 20 * 60 + 30 })
    expect(localDay(instant, 'America/Chicago')).toBe('2030-06-03')
    expect(wallClock(instant, 'Europe/Berlin')).toMatchObject({ weekday: 1, minuteOfDay: 3 * 60 + 30 })
    expect(localDay(instant, 'Europe/Berlin')).toBe('2030-06-04')
  })
})
