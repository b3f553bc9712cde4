/** The site's languages: English is the default and lives at the bare paths, Spanish under `/es`. */
export const LOCALES = ['en', 'es'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (LOCALES as readonly string[]).includes(v)
}

/** The path of a page in a language: `/x` → `/es/x`, `/` → `/es` for Spanish; English paths stay bare. */
export function localePath(path: string, locale: Locale): string {
  const bare = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

/** The language a pathname is in and the path without its language prefix (`/es/x` → es, `/x`; `/es` → es, `/`). */
export function stripLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    const rest = match[2] ?? ''
    return { locale: match[1], path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}
