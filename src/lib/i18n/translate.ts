/**
 * Texts of the lead forms in the visitor's language. English is the source: every text is written in English where
 * it is used (schemas, components, toasts) and looked up here for another language; a text without a Spanish entry
 * stays English rather than blank. Pure and import-free of Payload, so the browser and the endpoints share it.
 */
import { ES_FORMS } from './es-forms'
import { ES_FINANCE_FORMS } from './es-forms-finance'
import { ES_MESSAGES } from './es-messages'
import { DEFAULT_LOCALE, type Locale } from './locales'

const minutos = (count: string) => `${count} ${count === '1' ? 'minuto' : 'minutos'}`

/** Messages with a number in them: the English pattern and its Spanish. */
const ES_PATTERNS: ReadonlyArray<readonly [RegExp, (...groups: string[]) => string]> = [
  [/^Use at most (\d+) characters$/, (n) => `Use como máximo ${n} caracteres`],
  [/^Add at most (\d+) entries$/, (n) => `Agregue como máximo ${n} entradas`],
  [
    /^Too many submissions\. Please try again in (\d+) minutes?\.$/,
    (n) => `Demasiados envíos. Inténtelo de nuevo en ${minutos(n)}.`,
  ],
  [
    /^Too many codes were requested\. Please try again in (\d+) minutes?\.$/,
    (n) => `Se solicitaron demasiados códigos. Inténtelo de nuevo en ${minutos(n)}.`,
  ],
  [
    /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    (n) => `Demasiados intentos. Inténtelo de nuevo en ${minutos(n)}.`,
  ],
  [
    /^We sent a 6-digit code to (.+)\. It expires in (\d+) minutes?\.$/,
    (phone, n) => `Enviamos un código de 6 dígitos al ${phone}. Vence en ${minutos(n)}.`,
  ],
  [
    /^The code is incorrect\. (\d+) tr(?:y|ies) left\.$/,
    (n) => `El código es incorrecto. ${n === '1' ? 'Queda 1 intento' : `Quedan ${n} intentos`}.`,
  ],
  [/^(.+) is now your store\.$/, (store) => `${store} es ahora su tienda.`],
  [/^Step (\d+) of (\d+)$/, (n, total) => `Paso ${n} de ${total}`],
  [
    /^VIN accepted: a (.+?)\.(?: Enter the (year|make) below\.)?$/,
    (found, missing) =>
      `VIN aceptado: un ${found}.${missing ? ` Ingrese ${missing === 'year' ? 'el año' : 'la marca'} abajo.` : ''}`,
  ],
  [/^Reserve price paid now: (.+)\.$/, (price) => `Precio de reserva pagado ahora: ${price}.`],
  [
    /^Estimated profit-sharing check when we sell your car: (.+) \(estimated total (.+)\)\.$/,
    (share, total) =>
      `Cheque estimado de participación en la ganancia cuando vendamos su auto: ${share} (total estimado ${total}).`,
  ],
  [
    /^Based on an expected sale price of (.+), less reconditioning of (.+) and advertising\.$/,
    (price, cost) => `Basado en un precio de venta esperado de ${price}, menos reacondicionamiento de ${cost} y publicidad.`,
  ],
  [
    /^Your verification code is (\d+)\. It expires in (\d+) minutes?\. Do not share it\.$/,
    (code, n) => `Su código de verificación es ${code}. Vence en ${minutos(n)}. No lo comparta.`,
  ],
]

/** The Spanish of an English form text, or undefined when the catalogue has none. */
export function spanishOf(english: string): string | undefined {
  const exact = ES_MESSAGES[english] ?? ES_FORMS[english] ?? ES_FINANCE_FORMS[english]
  if (exact !== undefined) return exact
  for (const [pattern, spanish] of ES_PATTERNS) {
    const match = pattern.exec(english)
    if (match) return spanish(...match.slice(1))
  }
  return undefined
}

/** A form text in a language: English as written, Spanish from the catalogue (English when it has none). */
export function translateText(english: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return english
  return spanishOf(english) ?? english
}

/** Every message of a `{ field: message }` map in a language (the endpoints' 4xx `errors`). */
export function translateErrors(errors: Readonly<Record<string, string>>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateText(message, locale)]))
}
