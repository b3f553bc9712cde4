/**
 * The language of a form post: the body's `locale` when it names one of ours, else the language of the page it
 * was sent from (`pageUrl` under `/es` is Spanish), else English. The endpoint answers its 4xx field messages in
 * it and stores it on the lead (customer emails, the ADF). Pure.
 */
import { DEFAULT_LOCALE, isLocale, stripLocale, type Locale } from '@/lib/i18n/locales'

function pathOf(pageUrl: string): string | null {
  try {
    return new URL(pageUrl, 'http://localhost').pathname
  } catch {
    return null
  }
}

/** The language of a post's fields (validated or not). */
export function submissionLocale(fields: Readonly<Record<string, unknown>>): Locale {
  if (isLocale(fields.locale)) return fields.locale
  const path = typeof fields.pageUrl === 'string' ? pathOf(fields.pageUrl) : null
  return path ? stripLocale(path).locale : DEFAULT_LOCALE
}
