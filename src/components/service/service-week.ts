/**
 * The service department's week, one line a day from Monday ('Monday', '7:00 AM – 6:00 PM' or 'Closed'), and the
 * weekday it is now in the store's time zone, to highlight today. Pure: the caller passes the clock.
 */
import { WEEKDAYS, type Weekday } from '@/fields/hours'
import { clockRange, closedLabel, weekdayLabel } from '@/lib/format/localized-clock'
import { wallClock } from '@/lib/format/wall-clock'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { HoursInput } from '@/lib/settings/hours'

/** One day of the week and its hours as read aloud. */
export type ServiceDay = { day: Weekday; label: string; hours: string }

/** Seven days from Monday; a day without a row, marked closed or without both times reads 'Closed'. */
export function serviceWeek(rows: readonly HoursInput[] | null | undefined, locale: Locale = DEFAULT_LOCALE): ServiceDay[] {
  return WEEKDAYS.map((day) => {
    const row = rows?.find((candidate) => candidate.day === day)
    const open = row && !row.closed && row.open && row.close
    return {
      day,
      label: weekdayLabel(day, locale),
      hours: open ? clockRange(row.open ?? '', row.close ?? '', locale) : closedLabel(locale),
    }
  })
}

/** The weekday `now` falls on in the time zone (the store's, not the visitor's or the server's). */
export function weekdayIn(timeZone: string, now: Date): Weekday {
  return WEEKDAYS[wallClock(now, timeZone).weekday] ?? 'monday'
}
