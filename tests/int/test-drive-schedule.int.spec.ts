import { describe, expect, it } from 'vitest'

import { checkTestDriveSlot, salesHoursOf, type SalesHours } from '@/lib/leads/intake/test-drive-slot'
import { addDays, testDriveDays, testDriveTimes } from '@/lib/leads/test-drive-schedule'
import { SALES_HOURS } from '@/lib/settings/defaults'
import type { HoursInput } from '@/lib/settings/hours'

const CHICAGO: SalesHours = { hours: SALES_HOURS, timeZone: 'America/Chicago' }
const INDIANA: SalesHours = { hours: SALES_HOURS, timeZone: 'America/Indiana/Indianapolis' }
// Wednesday 2030-06-05, 08:00 in Chicago (CDT, UTC-5).
const WEDNESDAY_MORNING = new Date('2030-06-05T13:00:00Z')

describe('test-drive start times', () => {
  it('offers every half hour inside the sales hours, close exclusive, with the zone offset', () => {
    const times = testDriveTimes('2030-06-05', CHICAGO, WEDNESDAY_MORNING)
    expect(times[0]).toBe('2030-06-05T10:00:00-05:00')
    expect(times.at(-1)).toBe('2030-06-05T18:30:00-05:00')
    expect(times).toHaveLength(18)
  })

  it('keeps an hour of notice from now', () => {
    // 14:10 CDT: the first start at least 60 minutes later is 15:30.
    const times = testDriveTimes('2030-06-05', CHICAGO, new Date('2030-06-05T19:10:00Z'))
    expect(times[0]).toBe('2030-06-05T15:30:00-05:00')
  })

  it('reads the hours in the location zone: Eastern for Indiana, standard time in winter', () => {
    expect(testDriveTimes('2030-06-05', INDIANA, new Date('2030-06-05T05:00:00Z'))[0]).toBe(
      '2030-06-05T10:00:00-04:00',
    )
    expect(testDriveTimes('2030-01-09', CHICAGO, new Date('2030-01-01T00:00:00Z'))[0]).toBe(
      '2030-01-09T10:00:00-06:00',
    )
  })

  it('offers nothing on a closed day and Saturday until 16:30', () => {
    expect(testDriveTimes('2030-06-09', CHICAGO, WEDNESDAY_MORNING)).toEqual([])
    const saturday = testDriveTimes('2030-06-08', CHICAGO, WEDNESDAY_MORNING)
    expect([saturday[0], saturday.at(-1)]).toEqual(['2030-06-08T09:00:00-05:00', '2030-06-08T16:30:00-05:00'])
  })

  it('skips the wall times a daylight-saving change leaves out', () => {
    const night: HoursInput[] = [{ day: 'sunday', open: '01:00', close: '04:00' }]
    const times = testDriveTimes('2030-03-10', { hours: night, timeZone: 'America/Chicago' }, new Date('2030-03-01'))
    expect(times).toEqual([
      '2030-03-10T01:00:00-06:00',
      '2030-03-10T01:30:00-06:00',
      '2030-03-10T03:00:00-05:00',
      '2030-03-10T03:30:00-05:00',
    ])
  })

  it('offers only times the endpoint accepts', () => {
    for (const { day, times } of testDriveDays(INDIANA, WEDNESDAY_MORNING)) {
      for (const time of times) expect(checkTestDriveSlot({ day, time }, INDIANA, WEDNESDAY_MORNING)).toEqual({ ok: true })
    }
  })
})

describe('test-drive days', () => {
  it('lists the open days of the next two weeks from today, Sundays left out', () => {
    const days = testDriveDays(CHICAGO, WEDNESDAY_MORNING).map((entry) => entry.day)
    expect(days).toHaveLength(12)
    expect(days[0]).toBe('2030-06-05')
    expect(days).not.toContain('2030-06-09')
    expect(days.at(-1)).toBe('2030-06-18')
  })

  it('starts tomorrow once today has no time left', () => {
    // Wednesday 18:10 CDT: an hour of notice is past the 19:00 close.
    const days = testDriveDays(CHICAGO, new Date('2030-06-05T23:10:00Z'))
    expect(days[0].day).toBe('2030-06-06')
  })

  it('counts days in the location zone, not UTC', () => {
    // 2030-06-06 02:00 UTC is still Wednesday evening in Chicago.
    expect(testDriveDays(CHICAGO, new Date('2030-06-06T02:00:00Z'))[0].day).toBe('2030-06-06')
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01')
  })
})

describe('salesHoursOf', () => {
  const store = { salesHours: SALES_HOURS, timezone: 'America/Chicago' }
  const own: HoursInput[] = [{ day: 'monday', open: '08:00', close: '12:00' }]

  it('takes the location own hours in its zone, else the store hours in the location zone', () => {
    expect(salesHoursOf({ salesHours: own, timezone: 'America/Indiana/Indianapolis' }, store)).toEqual({
      hours: own,
      timeZone: 'America/Indiana/Indianapolis',
    })
    expect(salesHoursOf({ salesHours: [], timezone: 'America/Indiana/Indianapolis' }, store)).toEqual({
      hours: SALES_HOURS,
      timeZone: 'America/Indiana/Indianapolis',
    })
    expect(salesHoursOf(null, store)).toEqual({ hours: SALES_HOURS, timeZone: 'America/Chicago' })
  })
})
