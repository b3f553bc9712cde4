import { describe, expect, it } from 'vitest'

import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import {
  LANGUAGE_COOKIE_MAX_AGE_S,
  languageChoiceCookie,
  REMEMBERED_LANGUAGES,
  rememberedLanguage,
  rememberedLanguageRedirect,
} from '@/lib/i18n/remembered-language.mjs'

type Case = {
  name: string
  method?: string
  pathname: string
  search?: string
  headers: Record<string, string>
  expected: string | null
}

const CASES: Case[] = [
  { name: 'home with Spanish chosen', pathname: '/', headers: { cookie: 'NEXT_LOCALE=es' }, expected: '/es' },
  { name: 'among other cookies', pathname: '/', headers: { cookie: 'a=1;  NEXT_LOCALE=es ; b=2' }, expected: '/es' },
  { name: 'query kept', pathname: '/', search: '?utm_source=mail&x=1', headers: { cookie: 'NEXT_LOCALE=es' }, expected: '/es?utm_source=mail&x=1' },
  { name: 'HEAD too', method: 'HEAD', pathname: '/', headers: { cookie: 'NEXT_LOCALE=es' }, expected: '/es' },
  { name: 'a crawler (no cookie)', pathname: '/', headers: { 'user-agent': 'Googlebot/2.1' }, expected: null },
  { name: 'English chosen', pathname: '/', headers: { cookie: 'NEXT_LOCALE=en' }, expected: null },
  { name: 'cleared choice', pathname: '/', headers: { cookie: 'NEXT_LOCALE=' }, expected: null },
  { name: 'unknown language', pathname: '/', headers: { cookie: 'NEXT_LOCALE=fr' }, expected: null },
  { name: 'a cookie merely ending in the name', pathname: '/', headers: { cookie: 'MY_NEXT_LOCALE=es' }, expected: null },
  { name: 'the Spanish home page (no loop)', pathname: '/es', headers: { cookie: 'NEXT_LOCALE=es' }, expected: null },
  { name: 'a deeper English page', pathname: '/used-cars-for-sale', headers: { cookie: 'NEXT_LOCALE=es' }, expected: null },
  { name: 'a POST', method: 'POST', pathname: '/', headers: { cookie: 'NEXT_LOCALE=es' }, expected: null },
  { name: 'a client navigation', pathname: '/', headers: { cookie: 'NEXT_LOCALE=es', rsc: '1' }, expected: null },
  { name: 'a prefetch', pathname: '/', headers: { cookie: 'NEXT_LOCALE=es', 'next-router-prefetch': '1' }, expected: null },
]

describe('rememberedLanguageRedirect', () => {
  it.each(CASES)('$name → $expected', ({ method = 'GET', pathname, search, headers, expected }) => {
    expect(rememberedLanguageRedirect({ method, pathname, search, headers })).toBe(expected)
  })

  it('never sends a page to an address that would redirect again', () => {
    for (const { method = 'GET', pathname, search, headers } of CASES) {
      const location = rememberedLanguageRedirect({ method, pathname, search, headers })
      if (location === null) continue
      const url = new URL(location, 'http://dealer.test')
      expect(rememberedLanguageRedirect({ method, pathname: url.pathname, search: url.search, headers })).toBeNull()
    }
  })

  it('remembers exactly the site languages other than English', () => {
    expect(REMEMBERED_LANGUAGES).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))
    expect(rememberedLanguage('NEXT_LOCALE=es')).toBe('es')
    expect(rememberedLanguage(undefined)).toBeNull()
  })
})

describe('languageChoiceCookie', () => {
  it.each([
    ['es', false, `NEXT_LOCALE=es; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`],
    ['es', true, `NEXT_LOCALE=es; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; Secure; SameSite=Lax`],
    ['en', false, 'NEXT_LOCALE=; Max-Age=0; Path=/; SameSite=Lax'],
    ['en', true, 'NEXT_LOCALE=; Max-Age=0; Path=/; Secure; SameSite=Lax'],
  ])('%s (secure %s) → %s', (language, secure, expected) => {
    expect(languageChoiceCookie(language, secure)).toBe(expected)
  })
})
