import type { Metadata } from 'next'

import { DEFAULT_LOCALE, LOCALES, localePath, stripLocale, type Locale } from './locales'

type Alternates = NonNullable<Metadata['alternates']>

/** Splits a canonical value (a site path, or an absolute URL) into its origin ('' for a path) and its path. */
function splitCanonical(canonical: string): { origin: string; path: string } {
  if (!/^https?:\/\//i.test(canonical)) return { origin: '', path: canonical }
  const url = new URL(canonical)
  return { origin: url.origin, path: `${url.pathname}${url.search}` }
}

/**
 * The canonical link of a page in `locale` and its `hreflang` alternates (en, es, x-default = English). Paths
 * resolve against the layout's metadataBase (the configured public origin), so the tags carry absolute URLs.
 */
export function languageAlternates(canonical: string, locale: Locale = DEFAULT_LOCALE): Alternates {
  const { origin, path } = splitCanonical(canonical)
  const bare = stripLocale(path).path
  const at = (l: Locale) => `${origin}${localePath(bare, l)}`
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, at(l)]))
  return { canonical: at(locale), languages: { ...languages, 'x-default': at(DEFAULT_LOCALE) } }
}

/** A site path or absolute URL at its address in `locale` (`/car-research/x` → `/es/car-research/x`). */
export function urlInLocale(value: string, locale: Locale): string {
  const { origin, path } = splitCanonical(value)
  return `${origin}${localePath(stripLocale(path).path, locale)}`
}

/**
 * A page's metadata moved to `locale`: the canonical link names that language's URL, with the alternates, and the
 * Open Graph address and locale are that language's too (a shared Spanish article links to the Spanish page).
 */
export function localizeMetadata(meta: Metadata, locale: Locale): Metadata {
  const c = meta.alternates?.canonical
  const href = typeof c === 'string' ? c : c instanceof URL ? c.href : c ? String(c.url) : undefined
  if (!href) return meta
  const og = meta.openGraph
  const ogUrl = og?.url instanceof URL ? og.url.href : og?.url
  const openGraph = og && {
    ...og,
    locale: locale === 'es' ? 'es_US' : 'en_US',
    ...(ogUrl && { url: urlInLocale(ogUrl, locale) }),
  }
  return { ...meta, alternates: { ...meta.alternates, ...languageAlternates(href, locale) }, ...(openGraph && { openGraph }) }
}
