import { en } from './en'
import { es } from './es'
import { DEFAULT_LOCALE, type Locale } from './locales'

type Messages = typeof en

/** Every dotted path that ends at a string, e.g. 'pages.error-page.button.text'. */
export type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey = LeafKeys<Messages>

const catalogues: Record<Locale, unknown> = { en, es }

// Texts already looked up, per language: a results page asks for a few hundred (labels of every card and filter),
// and walking the catalogue for each was a measurable share of its render. The catalogues never change at run time.
const found: Record<Locale, Map<string, string>> = { en: new Map(), es: new Map() }

/** The text for a translation key in a language (English by default); the key type rejects typos at compile time. */
export function t(key: TranslationKey, locale: Locale = DEFAULT_LOCALE): string {
  const known = found[locale].get(key)
  if (known !== undefined) return known
  let node: unknown = catalogues[locale]
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined
  }
  // The key type guarantees a string leaf; falling back to the key keeps a broken build visible, not blank.
  const text = typeof node === 'string' ? node : key
  found[locale].set(key, text)
  return text
}
