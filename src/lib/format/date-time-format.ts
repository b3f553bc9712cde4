/**
 * The one cache of Intl.DateTimeFormat instances, keyed by locale and options (the time zone among them). Building
 * a formatter loads ICU data and costs far more than formatting with it, and the slot pickers and opening-hours
 * checks format hundreds of instants per render; every date or time formatter of the site comes from here.
 */
/** The Intl locale of each site language: US English, and the Spanish of the United States. */
export const INTL_LOCALES = { en: 'en-US', es: 'es-US' } as const

const formats = new Map<string, Intl.DateTimeFormat>()

/** The formatter for a locale and options, made once and reused. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}
