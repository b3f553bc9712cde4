/**
 * Text overrides of a variant (an experiment's `langs` are merged into the translations). The
 * translations a page changes in the browser are the site's button, label, step and toast texts (the client texts,
 * src/lib/i18n/en-ui.ts, read by `tr()` in src/components/i18n/use-translate.client.ts); a variant's text is keyed
 * by the English text the page shows, which marketing can read off the page, e.g. {"Send message": "Get my
 * answer"}, and `es:` + the English text sets it on Spanish pages, e.g. {"es:Send message": "Quiero mi
 * respuesta"}. A key the site does not show is refused when marketing saves, rather than silently changing
 * nothing. Pure.
 */

/** Longest override text: a headline or a button, not an article. */
export const LANG_TEXT_MAX = 500

/** The prefix of a key that applies on Spanish pages. */
export const SPANISH_KEY_PREFIX = 'es:'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Translation key → text of a variant. */
export type LangOverrides = Record<string, string>

/** The English text a key names, without its language prefix. */
export const englishOfKey = (key: string): string =>
  key.startsWith(SPANISH_KEY_PREFIX) ? key.slice(SPANISH_KEY_PREFIX.length) : key

/**
 * Every problem of a variant's langs JSON; [] when it is fine. `known` is the set of English texts the forms
 * show (src/lib/experiments/known-texts.ts on the server).
 */
export function langsErrors(value: unknown, known: ReadonlySet<string>): string[] {
  if (value === null || value === undefined) return []
  if (!isRecord(value)) {
    return ['Texts must be a JSON object of site text → new text, e.g. {"Send message": "Get my answer"}.']
  }
  return Object.entries(value).flatMap(([key, text]) => {
    if (!known.has(englishOfKey(key))) {
      return [`"${key}" is not a text of the site's forms (write the English text exactly as the page shows it).`]
    }
    if (typeof text !== 'string' || !text.trim()) return [`"${key}" needs a text.`]
    if (text.length > LANG_TEXT_MAX) return [`"${key}" is longer than ${LANG_TEXT_MAX} characters.`]
    return []
  })
}

/**
 * The well-formed entries of a langs JSON; anything else is dropped. With `known` (on the server), unknown keys
 * are dropped too; the browser trusts the server's list and does not carry the site's texts to check it.
 */
export function parseLangOverrides(value: unknown, known?: ReadonlySet<string>): LangOverrides {
  if (!isRecord(value)) return {}
  const out: LangOverrides = {}
  for (const [key, text] of Object.entries(value)) {
    if (known && !known.has(englishOfKey(key))) continue
    if (typeof text === 'string' && text.trim() && text.length <= LANG_TEXT_MAX) out[key] = text
  }
  return out
}

/**
 * The variant's text for an English site text on a page in `locale`, or undefined when the variant leaves it: an
 * English page reads the plain key, a Spanish page the `es:` key (an English override never shows on a Spanish page).
 */
export function overrideFor(overrides: LangOverrides, english: string, locale: string): string | undefined {
  const key = locale === 'en' ? english : `${locale}:${english}`
  return Object.hasOwn(overrides, key) ? overrides[key] : undefined
}
