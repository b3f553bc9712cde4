/**
 * The small pages behind the email links: confirmed, unsubscribe (a button that POSTs), unsubscribed,
 * and the 4xx pages of a bad or expired link. Plain, self-contained HTML (no script, no styles that a CSP could
 * block), one heading and a link home; every text is escaped. Pure.
 */
import { t, type TranslationKey } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

/** What a link's page says; `form`, when set, is the one-click unsubscribe button (POST to `action`). */
export interface AlertPage {
  status: 200 | 400 | 404 | 410
  title: TranslationKey
  message: TranslationKey
  form?: { action: string; button: TranslationKey }
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

/** The page as a complete HTML document. */
export function alertPageHtml(page: AlertPage, storeName: string, locale: Locale = DEFAULT_LOCALE): string {
  const text = (key: TranslationKey) => escape(t(key, locale))
  const form = page.form
    ? `<form method="post" action="${escape(page.form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${text(page.form.button)}</button></form>`
    : ''
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${text(page.title)} | ${escape(storeName)}</title><meta name="robots" content="noindex"></head>`,
    '<body><main>',
    `<h1>${text(page.title)}</h1>`,
    `<p>${text(page.message)}</p>`,
    form,
    `<p><a href="${localePath('/', locale)}">${text('alerts.pages.home')}</a></p>`,
    '</main></body></html>',
  ].join('\n')
}
