/**
 * The one place prices, mileage and dates become text. A fixed locale, currency and time zone mean the server
 * render and the browser's hydration always produce the same string. Date and time formatters come from the one
 * cache of ./date-time-format; a zone's wall clock (weekday, minute of the day, calendar day) is ./wall-clock.
 */
import { dateTimeFormat, INTL_LOCALES } from './date-time-format'

const LOCALE = INTL_LOCALES.en

/** The store's home time zone (Rockford, IL); dates are calendar days there, wherever the code runs. */
export const DISPLAY_TIME_ZONE = 'America/Chicago'

const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })


/** Whole US dollars: 24995 → '$24,995'. */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount)
}

/** Odometer reading in miles: 12345 → '12,345 mi'. */
export function formatMileage(miles: number): string {
  return `${integerFormat.format(miles)} mi`
}

/** A plain whole number with thousands separators: 2400 → '2,400'. */
export function formatInteger(value: number): string {
  return integerFormat.format(value)
}

/** SPEC date format mm/dd/yy in the store's time zone; null for a missing or unparseable date. */
export function formatDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return dateTimeFormat(LOCALE, { month: '2-digit', day: '2-digit', year: '2-digit', timeZone: DISPLAY_TIME_ZONE }).format(
    date,
  )
}

/**
 * The time of day of an instant in a time zone: '10:30 AM' (test-drive slots, in the location's zone), or
 * '10:30 a.m.' for the Spanish site.
 */
export function formatTimeOfDay(value: Date | string, timeZone: string, language: 'en' | 'es' = 'en'): string {
  const format = dateTimeFormat(INTL_LOCALES[language], { timeZone, hour: 'numeric', minute: '2-digit' })
  // ICU puts a (narrow) no-break space before AM/PM; a plain space matches formatClockTime and searches.
  return format.format(typeof value === 'string' ? new Date(value) : value).replace(/[\u00a0\u202f]/g, ' ')
}

/**
 * The name of a time zone at an instant: 'Central Daylight Time' (long), 'CDT' (short), or without daylight
 * saving 'Central Time' (longGeneric, the same all year, for weekly hours); in Spanish 'hora estándar central',
 * 'CST', 'hora central'.
 */
export function formatTimeZoneName(
  value: Date | string,
  timeZone: string,
  style: 'long' | 'short' | 'longGeneric' = 'long',
  language: 'en' | 'es' = 'en',
): string {
  const format = dateTimeFormat(INTL_LOCALES[language], { timeZone, timeZoneName: style })
  const instant = typeof value === 'string' ? new Date(value) : value
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

/**
 * An instant as staff read it in a store's emails: '11/28/26, 2:05 PM CST', the SPEC's mm/dd/yy date with the time
 * of day and the zone's short name, in that time zone (the location's).
 */
export function formatDateTimeInZone(value: Date | string, timeZone: string): string {
  const format = dateTimeFormat(LOCALE, {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
  return format.format(typeof value === 'string' ? new Date(value) : value).replace(/[\u00a0\u202f]/g, ' ')
}

/**
 * A calendar day written yyyy-mm-dd, already local to wherever it was picked: 'Wednesday, June 3' (long) or
 * 'Wed, Jun 3' (short), or in Spanish for the Spanish site ('miércoles, 3 de junio', 'mié, 3 de jun'). Read as UTC,
 * so no zone can shift it to the day before.
 */
export function formatCalendarDay(day: string, style: 'long' | 'short' = 'long', language: 'en' | 'es' = 'en'): string {
  const [year, month, date] = day.split('-').map(Number)
  const format = dateTimeFormat(INTL_LOCALES[language], { timeZone: 'UTC', weekday: style, month: style, day: 'numeric' })
  return format.format(new Date(Date.UTC(year, month - 1, date, 12)))
}

/** A 24-hour wall-clock time of an hours row, '19:00', as '7:00 PM'; the input itself when it is not HH:mm. */
export function formatClockTime(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
  if (!match) return value
  const hour = Number(match[1])
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`
}
