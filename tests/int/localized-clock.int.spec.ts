import { describe, expect, it } from 'vitest'

import { serviceWeek } from '@/components/service/service-week'
import {
  clockRange,
  clockTime,
  closedLabel,
  dayRange,
  timeZoneLabel,
  weekdayLabel,
  weekdayName,
} from '@/lib/format/localized-clock'
import { formatTimeOfDay, formatTimeZoneName } from '@/lib/format'
import { SALES_HOURS, SERVICE_HOURS } from '@/lib/settings/defaults'
import { hoursLines } from '@/lib/settings/hours-display'

describe('clock times by language', () => {
  it.each([
    ['00:30', '12:30 AM', '12:30 a.m.'],
    ['09:05', '9:05 AM', '9:05 a.m.'],
    ['12:00', '12:00 PM', '12:00 p.m.'],
    ['19:00', '7:00 PM', '7:00 p.m.'],
    ['23:59', '11:59 PM', '11:59 p.m.'],
    ['later', 'later', 'later'],
    ['24:00', '24:00', '24:00'],
  ])('%s reads %s in English and %s in Spanish', (value, english, spanish) => {
    expect(clockTime(value)).toBe(english)
    expect(clockTime(value, 'en')).toBe(english)
    expect(clockTime(value, 'es')).toBe(spanish)
  })

  it('writes ranges and closed days', () => {
    expect(clockRange('10:00', '19:00')).toBe('10:00 AM – 7:00 PM')
    expect(clockRange('10:00', '19:00', 'es')).toBe('10:00 a.m. – 7:00 p.m.')
    expect([closedLabel(), closedLabel('es')]).toEqual(['Closed', 'Cerrado'])
  })
})

describe('day names by language', () => {
  it.each([
    ['monday', 'Monday', 'lunes', 'Lunes'],
    ['tuesday', 'Tuesday', 'martes', 'Martes'],
    ['wednesday', 'Wednesday', 'miércoles', 'Miércoles'],
    ['thursday', 'Thursday', 'jueves', 'Jueves'],
    ['friday', 'Friday', 'viernes', 'Viernes'],
    ['saturday', 'Saturday', 'sábado', 'Sábado'],
    ['sunday', 'Sunday', 'domingo', 'Domingo'],
  ] as const)('%s', (day, english, spanish, spanishLabel) => {
    expect(weekdayName(day)).toBe(english)
    expect(weekdayLabel(day)).toBe(english)
    expect(weekdayName(day, 'es')).toBe(spanish)
    expect(weekdayLabel(day, 'es')).toBe(spanishLabel)
  })

  it('writes runs of days', () => {
    expect(dayRange('monday', 'friday')).toBe('Monday – Friday')
    expect(dayRange('monday', 'friday', 'es')).toBe('Lunes a viernes')
    expect(dayRange('saturday', 'saturday', 'es')).toBe('Sábado')
    expect(dayRange('saturday', 'sunday', 'es')).toBe('Sábado a domingo')
  })

  it('names time zones for weekly hours', () => {
    expect(timeZoneLabel('America/Chicago')).toBe('Central Time')
    expect(timeZoneLabel('America/Chicago', 'es')).toBe('hora central')
    expect(timeZoneLabel('America/New_York', 'es')).toBe('hora oriental')
    expect(timeZoneLabel('Not/AZone', 'es')).toBe('Not/AZone')
  })
})

describe('store hours in Spanish', () => {
  it('groups the week like English, in Spanish', () => {
    expect(hoursLines(SALES_HOURS, 'es')).toEqual([
      { days: 'Lunes a viernes', hours: '10:00 a.m. – 7:00 p.m.' },
      { days: 'Sábado', hours: '9:00 a.m. – 5:00 p.m.' },
      { days: 'Domingo', hours: 'Cerrado' },
    ])
    expect(hoursLines(SERVICE_HOURS, 'es')).toEqual([
      { days: 'Lunes a viernes', hours: '8:00 a.m. – 6:00 p.m.' },
      { days: 'Sábado a domingo', hours: 'Cerrado' },
    ])
  })

  it('lists the service week day by day, English unchanged', () => {
    expect(serviceWeek(SERVICE_HOURS).slice(4, 6)).toEqual([
      { day: 'friday', label: 'Friday', hours: '8:00 AM – 6:00 PM' },
      { day: 'saturday', label: 'Saturday', hours: 'Closed' },
    ])
    expect(serviceWeek(SERVICE_HOURS, 'es').slice(4, 6)).toEqual([
      { day: 'friday', label: 'Viernes', hours: '8:00 a.m. – 6:00 p.m.' },
      { day: 'saturday', label: 'Sábado', hours: 'Cerrado' },
    ])
  })
})

describe('slot times and zone names by language', () => {
  const slot = '2026-01-05T16:30:00.000Z'
  it('keeps English and writes Spanish with es-US conventions', () => {
    expect(formatTimeOfDay(slot, 'America/Chicago')).toBe('10:30 AM')
    expect(formatTimeOfDay(slot, 'America/Chicago', 'es')).toBe('10:30 a.m.')
    expect(formatTimeZoneName(slot, 'America/Chicago')).toBe('Central Standard Time')
    expect(formatTimeZoneName(slot, 'America/Chicago', 'long', 'es')).toBe('hora estándar central')
    expect(formatTimeZoneName(slot, 'America/Chicago', 'short', 'es')).toBe('CST')
    expect(formatTimeZoneName(slot, 'America/Chicago', 'longGeneric', 'es')).toBe('hora central')
  })
})
