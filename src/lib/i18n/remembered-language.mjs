// Plain JavaScript (with JSDoc types) because the production server's page micro-cache (src/server/page-cache.mjs)
// runs it with node alone; src/proxy.ts uses the same decision. Node cannot load the site's cookie module
// (src/lib/cookies/, TypeScript), so this file calls the same `cookie` package directly.

import { parse, serialize } from 'cookie'

/**
 * The remembered language choice: picking "Español" in the header's switch stores `NEXT_LOCALE=es`
 * (src/components/i18n/language-switch.client.tsx) and picking "English" clears it. A later visit of an English
 * entry page by that browser is sent to its Spanish page. Crawlers and everyone without the cookie get the page
 * as it is, so the English pages stay shared and cached; only the redirect itself varies by cookie.
 */

/** The cookie holding the visitor's chosen language (Next's conventional name). */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE'

/** Languages other than English that a visitor can choose (English lives at the bare paths: no cookie). */
export const REMEMBERED_LANGUAGES = ['es']

/**
 * English pages where a visitor who chose Spanish lands on the Spanish page instead: the entry pages a returning
 * visitor types or bookmarks. Deeper pages are reached through links, which already keep the page's language.
 */
export const REMEMBERED_LANGUAGE_PATHS = ['/']

/** Router headers: a client navigation or prefetch inside an English page the visitor is reading stays English. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']

/**
 * The remembered language in a Cookie header, or null (absent, English, or a value that is not a language).
 * @param {string | undefined | null} cookieHeader
 * @returns {string | null}
 */
export function rememberedLanguage(cookieHeader) {
  const value = parse(cookieHeader ?? '')[LANGUAGE_COOKIE]
  return value && REMEMBERED_LANGUAGES.includes(value) ? value : null
}

/**
 * Where a request is sent because of the remembered language, or null to answer it as it is: a document GET/HEAD
 * of an English entry page carrying a remembered language goes to that language's page, query kept. A Spanish
 * path never redirects (no loop), nor a request without the cookie (crawlers).
 * @param {{ method?: string, pathname: string, search?: string, headers: Record<string, string | string[] | null | undefined> }} request
 * @returns {string | null}
 */
export function rememberedLanguageRedirect({ method, pathname, search = '', headers }) {
  if (method !== 'GET' && method !== 'HEAD') return null
  if (!REMEMBERED_LANGUAGE_PATHS.includes(pathname)) return null
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined && headers[name] !== null)) return null
  const cookie = headers.cookie
  const language = rememberedLanguage(Array.isArray(cookie) ? cookie.join('; ') : cookie)
  if (!language) return null
  const path = pathname === '/' ? `/${language}` : `/${language}${pathname}`
  return `${path}${search}`
}

/** How long a choice is remembered (seconds): a year, renewed by each choice. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * The `document.cookie` assignment that records a choice of language: a remembered language is stored, English
 * (the default, or anything else) clears it. Lax and site-wide; Secure on an HTTPS page. An essential cookie: the
 * visitor asked for it by choosing.
 * @param {string} language
 * @param {boolean} secure
 * @returns {string}
 */
export function languageChoiceCookie(language, secure) {
  const remembered = REMEMBERED_LANGUAGES.includes(language)
  const maxAge = remembered ? LANGUAGE_COOKIE_MAX_AGE_S : 0
  return serialize(LANGUAGE_COOKIE, remembered ? language : '', { path: '/', maxAge, sameSite: 'lax', secure })
}
