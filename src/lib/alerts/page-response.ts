import type { Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales'

import { readStoreFooter } from './context'
import { alertPageHtml, type AlertPage } from './page-html'

/** The language of a link page: the `lang` its email link carries (Spanish subscribers' links say `lang=es`). */
export function alertPageLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang')
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

/** A link page as the HTTP answer: its status, never cached, never indexed. */
export async function alertPageResponse(page: AlertPage, payload: Payload | null, locale: Locale = DEFAULT_LOCALE): Promise<Response> {
  const store = payload ? await readStoreFooter(payload).catch(() => null) : null
  return new Response(alertPageHtml(page, store?.name ?? 'Dealership', locale), {
    status: page.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}
