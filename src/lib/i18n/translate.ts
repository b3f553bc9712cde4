/**
 * Texts that arrive as English text, in the visitor's language: the lead endpoints' field and `_form` messages
 * (the shared zod schemas and checks speak the spec's English) and what pure modules write in English (the SMS
 * body, a VIN list's message). Each text's key is found in the keyed English catalogue and its message read from
 * the language's (src/lib/i18n/ui-texts.ts); a text the catalogue lacks stays English rather than blank. Pure and
 * import-free of Payload. For the endpoints and server code: it imports the whole Spanish catalogue, so client
 * components translate through useTranslate() instead, which gets it from the Spanish layout.
 */
import { enUi } from './en-ui'
import { esUi } from './es-ui'
import { DEFAULT_LOCALE, type Locale } from './locales'
import { keyOfText, translatedText, type UiTexts } from './ui-texts'

const TEXTS: Record<Locale, UiTexts> = { en: enUi, es: esUi }

/** A text in a language: English as written, another language's message for its key (English when there is none). */
export function translateText(english: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return english
  return translatedText(english, TEXTS[locale], locale)
}

/** Whether the catalogue has the English text (as it is, or as one of its messages with values filled in). */
export const hasTranslation = (english: string): boolean => keyOfText(english) !== undefined

/** Every message of a `{ field: message }` map in a language (the endpoints' 4xx `errors`). */
export function translateErrors(errors: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateText(message, locale)]))
}
