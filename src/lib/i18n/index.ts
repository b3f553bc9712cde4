import { en } from './en'
import { es } from './es'
import { DEFAULT_LOCALE, type Locale } from './locales'

type Messages = typeof en

/** Every dotted path that ends at a string, e.g. 'pages.error-page.button.text'. */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey = LeafKeys<Messages>

const catalogues: Record<Locale, unknown> = { en, es }

/** The text for a translation key in a language (English by default); the key type rejects typos at compile time. */
export function t(key: TranslationKey, locale: Locale = DEFAULT_LOCALE): string {
  let node: unknown = catalogues[locale]
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined
  }
  // The key type guarantees a string leaf; falling back to the key keeps a broken build visible, not blank.
  return typeof node === 'string' ? node : key
}
