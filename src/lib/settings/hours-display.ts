/**
 * Weekly hours as people read them: consecutive days with the same hours on one line ('Monday – Friday',
 * '10:00 AM – 7:00 PM'), a day without a row or marked closed as 'Closed'. Pure, for the contact page's call
 * block and any other place that lists hours.
 */
import { WEEKDAYS, type Weekday } from '@/fields/hours'
import { formatClockTime } from '@/lib/format'

import type { HoursInput } from './hours'

/** One line of weekly hours: a run of days and their hours. */
export interface HoursLine {
  /** 'Monday – Friday' or 'Saturday'. */
  days: string
  /** '10:00 AM – 7:00 PM' or 'Closed'. */
  hours: string
}

const dayName = (day: Weekday) => day[0].toUpperCase() + day.slice(1)

function hoursText(row: HoursInput | undefined): string {
  if (!row || row.closed || !row.open || !row.close) return 'Closed'
  return `${formatClockTime(row.open)} – ${formatClockTime(row.close)}`
}

/** The week from Monday, grouped into runs of days with equal hours; empty when no hours are set at all. */
export function hoursLines(rows: readonly HoursInput[] | null | undefined): HoursLine[] {
  if (!rows || rows.length === 0) return []
  const texts = WEEKDAYS.map((day) => ({ day, hours: hoursText(rows.find((row) => row.day === day)) }))
  const lines: { first: Weekday; last: Weekday; hours: string }[] = []
  for (const { day, hours } of texts) {
    const previous = lines.at(-1)
    if (previous && previous.hours === hours) previous.last = day
    else lines.push({ first: day, last: day, hours })
  }
  return lines.map(({ first, last, hours }) => ({
    days: first === last ? dayName(first) : `${dayName(first)} – ${dayName(last)}`,
    hours,
  }))
}
