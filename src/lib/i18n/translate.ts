/**
 * Texts of the lead forms in the visitor's language. English is the source: every text is written in English where
 * it is used (schemas, components, toasts) and looked up here for another language; a text without a Spanish entry
 * stays English rather than blank. Pure and import-free of Payload. For the endpoints and server code: it imports the
 * whole Spanish catalogue, so client components translate through useTranslate() instead, which gets the catalogue
 * from the Spanish layout and keeps it out of English pages' scripts.
 */
import { spanishOf } from './es-catalogue'
import { DEFAULT_LOCALE, type Locale } from './locales'

export { spanishOf }

/** A form text in a language: English as written, Spanish from the catalogue (English when it has none). */
export function translateText(english: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return english
  return spanishOf(english) ?? english
}

/** Every message of a `{ field: message }` map in a language (the endpoints' 4xx `errors`). */
export function translateErrors(errors: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateText(message, locale)]))
}
