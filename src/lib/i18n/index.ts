import { en } from './en'

type Messages = typeof en

/** Every dotted path that ends at a string, e.g. 'pages.error-page.button.text'. */
type LeafKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey = LeafKeys<Messages>

/** The English text for a translation key; the key type rejects typos at compile time. */
export function t(key: TranslationKey): string {
  let node: unknown = en
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined
  }
  // The key type guarantees a string leaf; falling back to the key keeps a broken build visible, not blank.
  return typeof node === 'string' ? node : key
}
