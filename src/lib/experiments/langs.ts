/**
 * Translation overrides of a variant (SPEC section 7: an experiment's `langs` are merged into the translations).
 * Keys are the site's own translation keys (src/lib/i18n), so a typo is refused when marketing saves rather than
 * silently showing nothing. Pure.
 */
import { en } from '@/lib/i18n/en'

/** Longest override text: a headline or a button, not an article. */
export const LANG_TEXT_MAX = 500

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function leafKeys(node: unknown, prefix = ''): string[] {
  if (!isRecord(node)) return []
  return Object.entries(node).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : leafKeys(child, `${prefix}${key}.`),
  )
}

/** Every translation key of the English texts (dotted paths ending at a string). */
export const TRANSLATION_KEYS: ReadonlySet<string> = new Set(leafKeys(en))

/** Translation key → text of a variant. */
export type LangOverrides = Record<string, string>

/** Every problem of a variant's langs JSON; [] when it is fine. */
export function langsErrors(value: unknown, known: ReadonlySet<string> = TRANSLATION_KEYS): string[] {
  if (value === null || value === undefined) return []
  if (!isRecord(value)) {
    return ['Translations must be a JSON object of key → text, e.g. {"pages.error-page.title": "…"}.']
  }
  return Object.entries(value).flatMap(([key, text]) => {
    if (!known.has(key)) return [`"${key}" is not a translation key of the site.`]
    if (typeof text !== 'string' || !text.trim()) return [`"${key}" needs a text.`]
    if (text.length > LANG_TEXT_MAX) return [`"${key}" is longer than ${LANG_TEXT_MAX} characters.`]
    return []
  })
}

/** The known, well-formed entries of a langs JSON; anything else is dropped. */
export function parseLangOverrides(value: unknown, known: ReadonlySet<string> = TRANSLATION_KEYS): LangOverrides {
  if (!isRecord(value)) return {}
  const out: LangOverrides = {}
  for (const [key, text] of Object.entries(value)) {
    if (known.has(key) && typeof text === 'string' && text.trim() && text.length <= LANG_TEXT_MAX) out[key] = text
  }
  return out
}

/** The text for a key: the variant's override when it has one, else the site's own (`fallback`). */
export function translateWith(overrides: LangOverrides, key: string, fallback: (key: string) => string): string {
  return Object.hasOwn(overrides, key) ? overrides[key] : fallback(key)
}
