/**
 * Store hours in the page's language: wall-clock times, day names, day ranges and time-zone names for
 * the contact, locations, service and staff pages. English keeps the site's existing wording ('7:00 PM',
 * 'Monday – Friday', 'Central Time'); Spanish follows the es-US conventions of Intl ('7:00 p.m.', 'Lunes a
 * viernes', 'hora central'). Pure: no clock, no request.
 */
import type { Weekday } from '@/fields/hours'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { dateTimeFormat, INTL_LOCALES } from './date-time-format'
import { formatClockTime, formatTimeZoneName } from './index'

// Any Monday, at noon UTC so no zone moves it to another day; the other days follow it.
const MONDAY_UTC = Date.UTC(2024, 0, 1, 12)
const WEEK_ORDER: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']


const CLOSED: Record<Locale, string> = { en: 'Closed', es: 'Cerrado' }

/** A 24-hour wall-clock time '19:00' as '7:00 PM' (English) or '7:00 p.m.' (Spanish); other input as it is. */
export function clockTime(value: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return formatClockTime(value)
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
  if (!match) return value
  // ICU separates 'p.m.' with a no-break space; a plain one keeps the text searchable and the same as English.
  const format = dateTimeFormat(INTL_LOCALES.es, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' })
  return format.format(Date.UTC(2024, 0, 1, Number(match[1]), Number(match[2]))).replace(/[\u00a0\u202f]/g, ' ')
}

/** An opening and a closing time, '10:00 AM – 7:00 PM' or '10:00 a.m. – 7:00 p.m.'. */
export function clockRange(open: string, close: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${clockTime(open, locale)} – ${clockTime(close, locale)}`
}

/** 'Closed' / 'Cerrado'. */
export function closedLabel(locale: Locale = DEFAULT_LOCALE): string {
  return CLOSED[locale]
}

/** A weekday's name: 'Monday' in English, 'lunes' in Spanish (lower case, as Spanish writes it mid-sentence). */
export function weekdayName(day: Weekday, locale: Locale = DEFAULT_LOCALE): string {
  const format = dateTimeFormat(INTL_LOCALES[locale], { timeZone: 'UTC', weekday: 'long' })
  return format.format(MONDAY_UTC + WEEK_ORDER.indexOf(day) * 86_400_000)
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)

/** A weekday starting a line or label: 'Monday', 'Lunes'. */
export function weekdayLabel(day: Weekday, locale: Locale = DEFAULT_LOCALE): string {
  return capitalized(weekdayName(day, locale))
}

/** A run of days as a label: 'Monday – Friday' / 'Lunes a viernes'; one day alone: 'Saturday' / 'Sábado'. */
export function dayRange(first: Weekday, last: Weekday, locale: Locale = DEFAULT_LOCALE): string {
  if (first === last) return weekdayLabel(first, locale)
  if (locale === DEFAULT_LOCALE) return `${weekdayLabel(first, locale)} – ${weekdayLabel(last, locale)}`
  return `${weekdayLabel(first, locale)} a ${weekdayName(last, locale)}`
}

/** A time zone's name for weekly hours, the same all year: 'Central Time' / 'hora central'. */
export function timeZoneLabel(timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return formatTimeZoneName(new Date(0), timeZone, 'longGeneric')
  try {
    return formatTimeZoneName(new Date(0), timeZone, 'longGeneric', locale)
  } catch {
    // An unknown zone name typed into the settings: show it rather than break the Spanish page.
    return timeZone
  }
}
