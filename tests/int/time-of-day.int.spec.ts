import { describe, expect, it } from 'vitest'

import { testDriveTimes } from '@/lib/leads/test-drive-schedule'
import { dayPartOf, groupByDayPart } from '@/lib/leads/time-of-day'
import { translateText } from '@/lib/i18n/translate'

const CHICAGO = 'America/Chicago'
const INDIANA = 'America/Indiana/Indianapolis'

describe('part of the day at the location', () => {
  it.each([
    ['2031-06-02T00:00:00-05:00', 'morning'],
    ['2031-06-02T09:00:00-05:00', 'morning'],
    ['2031-06-02T11:59:00-05:00', 'morning'],
    ['2031-06-02T12:00:00-05:00', 'afternoon'],
    ['2031-06-02T16:59:00-05:00', 'afternoon'],
    ['2031-06-02T17:00:00-05:00', 'evening'],
    ['2031-06-02T23:30:00-05:00', 'evening'],
  ])('%s in Chicago is %s', (time, part) => {
    expect(dayPartOf(time, CHICAGO)).toBe(part)
  })

  it('reads the wall clock of the location, not the offset the time is written with', () => {
    // 17:30 UTC is 12:30 in Chicago (CDT) and 13:30 in Fort Wayne (EDT): afternoon at both; 16:30 UTC is 11:30 in
    // Chicago (morning) but 12:30 in Fort Wayne (afternoon).
    expect(dayPartOf('2031-06-02T16:30:00Z', CHICAGO)).toBe('morning')
    expect(dayPartOf('2031-06-02T16:30:00Z', INDIANA)).toBe('afternoon')
    // 22:00 UTC in January is 16:00 CST (afternoon) and 17:00 EST (evening).
    expect(dayPartOf('2031-01-06T22:00:00Z', CHICAGO)).toBe('afternoon')
    expect(dayPartOf('2031-01-06T22:00:00Z', INDIANA)).toBe('evening')
  })
})

describe('grouping the slots', () => {
  it('Morning, Afternoon, Evening in order, each time kept in order, empty parts left out', () => {
    const times = ['2031-06-02T10:00:00-05:00', '2031-06-02T10:30:00-05:00', '2031-06-02T17:30:00-05:00', '2031-06-02T18:00:00-05:00']
    expect(groupByDayPart(times, CHICAGO)).toEqual([
      { part: 'morning', label: 'Morning', times: times.slice(0, 2) },
      { part: 'evening', label: 'Evening', times: times.slice(2) },
    ])
    expect(groupByDayPart([], CHICAGO)).toEqual([])
  })

  it('a sales day of the picker: every time in exactly one group, the groups meeting at 12:00 and 17:00', () => {
    const sales = {
      timeZone: CHICAGO,
      hours: [{ day: 'monday' as const, closed: false, open: '10:00', close: '19:00' }],
    }
    // A Monday far from the clock: every slot of the day is open.
    const times = testDriveTimes('2031-06-02', sales, new Date('2031-06-01T00:00:00Z'))
    const groups = groupByDayPart(times, CHICAGO)
    expect(groups.map((group) => group.label)).toEqual(['Morning', 'Afternoon', 'Evening'])
    expect(groups.flatMap((group) => group.times)).toEqual(times)
    expect(groups[0].times.at(-1)).toBe('2031-06-02T11:30:00-05:00')
    expect(groups[1].times[0]).toBe('2031-06-02T12:00:00-05:00')
    expect(groups[1].times.at(-1)).toBe('2031-06-02T16:30:00-05:00')
    expect(groups[2].times[0]).toBe('2031-06-02T17:00:00-05:00')
  })

  it('the labels in Spanish: Mañana, Tarde, Noche', () => {
    expect(['Morning', 'Afternoon', 'Evening'].map((label) => translateText(label, 'es'))).toEqual(['Mañana', 'Tarde', 'Noche'])
  })
})
