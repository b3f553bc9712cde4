import { describe, expect, it } from 'vitest'

import {
  formatCalendarDay,
  formatClockTime,
  formatTimeOfDay,
  formatTimeZoneName,
} from '@/lib/format'
import { SALES_HOURS, SERVICE_HOURS } from '@/lib/settings/defaults'
import { hoursLines } from '@/lib/settings/hours-display'

describe('hours lines', () => {
  it('groups consecutive days with equal hours', () => {
    expect(hoursLines(SALES_HOURS)).toEqual([
      { days: 'Monday – Friday', hours: '10:00 AM – 7:00 PM' },
      { days: 'Saturday', hours: '9:00 AM – 5:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ])
    expect(hoursLines(SERVICE_HOURS)).toEqual([
      { days: 'Monday – Friday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Saturday – Sunday', hours: 'Closed' },
    ])
  })

  it('reads a missing day as closed and no hours as nothing to show', () => {
    expect(hoursLines([{ day: 'tuesday', open: '09:00', close: '17:00' }])).toEqual([
      { days: 'Monday', hours: 'Closed' },
      { days: 'Tuesday', hours: '9:00 AM – 5:00 PM' },
      { days: 'Wednesday – Sunday', hours: 'Closed' },
    ])
    expect(hoursLines([])).toEqual([])
    expect(hoursLines(null)).toEqual([])
  })
})

describe('time formats', () => {
  it('writes wall-clock times with AM and PM', () => {
    expect(['00:30', '09:05', '12:00', '19:00', 'later'].map(formatClockTime)).toEqual([
      '12:30 AM',
      '9:05 AM',
      '12:00 PM',
      '7:00 PM',
      'later',
    ])
  })

  it('writes a slot in its location zone with the zone name', () => {
    expect(formatTimeOfDay('2030-06-03T10:30:00-04:00', 'America/Indiana/Indianapolis')).toBe('10:30 AM')
    expect(formatTimeOfDay('2030-06-03T10:30:00-04:00', 'America/Chicago')).toBe('9:30 AM')
    expect(formatTimeZoneName('2030-06-03T10:30:00-05:00', 'America/Chicago')).toBe('Central Daylight Time')
    expect(formatTimeZoneName('2030-01-03T10:30:00-06:00', 'America/Chicago', 'short')).toBe('CST')
  })

  it('writes a picked calendar day without shifting it', () => {
    expect(formatCalendarDay('2030-06-03')).toBe('Monday, June 3')
    expect(formatCalendarDay('2030-06-03', 'short')).toBe('Mon, Jun 3')
  })
})

describe('generic zone names', () => {
  it('names the zone of weekly hours the same all year', () => {
    expect(formatTimeZoneName('2030-01-03T12:00:00Z', 'America/Chicago', 'longGeneric')).toBe('Central Time')
    expect(formatTimeZoneName('2030-07-03T12:00:00Z', 'America/Indiana/Indianapolis', 'longGeneric')).toBe(
      'Eastern Time',
    )
  })
})
