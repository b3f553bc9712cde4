/**
 * Weekly hours as people read them: consecutive days with the same hours on one line ('Monday – Friday',
 * '10:00 AM – 7:00 PM'), a day without a row or marked closed as 'Closed'. Pure, for the contact page's call
 * block and any other place that lists hours.
 */
import { WEEKDAYS, type Weekday } from '@/fields/hours'
import { clockRange, closedLabel, dayRange } from '@/lib/format/localized-clock'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import type { HoursInput } from './hours'

/** One line of weekly hours: a run of days and their hours. */
export interface HoursLine {
  /** 'Monday – Friday' or 'Saturday'. */
  days: string
  /** '10:00 AM – 7:00 PM' or 'Closed'. */
  hours: string
}

function hoursText(row: HoursInput | undefined, locale: Locale): string {
  if (!row || row.closed || !row.open || !row.close) return closedLabel(locale)
  return clockRange(row.open, row.close, locale)
}

/**
 * The week from Monday, grouped into runs of days with equal hours; empty when no hours are set at all. In
 * Spanish: 'Lunes a viernes', '10:00 a.m. – 7:00 p.m.', 'Cerrado'.
 */
export function hoursLines(rows: readonly HoursInput[] | null | undefined, locale: Locale = DEFAULT_LOCALE): HoursLine[] {
  if (!rows || rows.length === 0) return []
  const texts = WEEKDAYS.map((day) => ({ day, hours: hoursText(rows.find((row) => row.day === day), locale) }))
  const lines: { first: Weekday; last: Weekday; hours: string }[] = []
  for (const { day, hours } of texts) {
    const previous = lines.at(-1)
    if (previous && previous.hours === hours) previous.last = day
    else lines.push({ first: day, last: day, hours })
  }
  return lines.map(({ first, last, hours }) => ({ days: dayRange(first, last, locale), hours }))
}
