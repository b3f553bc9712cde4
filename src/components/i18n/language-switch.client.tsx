'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { localePath, stripLocale, type Locale } from '@/lib/i18n/locales'
import { languageChoiceCookie } from '@/lib/i18n/remembered-language.mjs'

import { useLocale } from './locale-context.client'

/** The other language's address of the page in the address bar (after a rewrite the route's own path differs). */
function otherLanguageHref(target: Locale): string {
  const { pathname, search, hash } = window.location
  return localePath(`${stripLocale(pathname).path}${search}${hash}`, target)
}

/** Remembers the choice for the next visit of the home page (src/lib/i18n/remembered-language.mjs). */
function rememberChoice(target: Locale) {
  document.cookie = languageChoiceCookie(target, window.location.protocol === 'https:')
}

/**
 * "English" / "Español" in the header: a plain link to the same page in the other language (a full page load, as
 * each language has its own root layout). The server HTML (shared by every visitor of a cached page) links to the
 * other language's home page; once hydrated, the link names the current page. Following it remembers the choice
 * (Spanish: the home page sends this browser to `/es` next time; English: forgotten); without JavaScript the link
 * still works, it is just not remembered. Its texts come translated from the server header (the other language's
 * name and the title), so the site catalogues stay out of the page's scripts.
 */
export function LanguageSwitch({ labels }: { labels: { target: string; switchTo: string } }) {
  const locale = useLocale()
  const target: Locale = locale === 'es' ? 'en' : 'es'
  const pathname = usePathname()
  const [href, setHref] = useState(() => localePath('/', target))
  // Re-read after each client navigation; the address bar, not the route, is the page the visitor sees.
  useEffect(() => setHref(otherLanguageHref(target)), [pathname, target])
  return (
    <a
      href={href}
      lang={target}
      hrefLang={target}
      onClick={() => rememberChoice(target)}
      title={labels.switchTo}
      className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-ink-700 underline-offset-4 hover:bg-brand-50 hover:text-brand-800 hover:underline"
    >
      {labels.target}
    </a>
  )
}
