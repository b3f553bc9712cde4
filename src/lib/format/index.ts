/**
 * The one place prices, mileage and dates become text. A fixed locale, currency and time zone mean the server
 * render and the browser's hydration always produce the same string.
 */
const LOCALE = 'en-US'

/** The store's home time zone (Rockford, IL); dates are calendar days there, wherever the code runs. */
export const DISPLAY_TIME_ZONE = 'America/Chicago'

const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  month: '2-digit',
  day: '2-digit',
  year: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
})

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
  return dateFormat.format(date)
}
