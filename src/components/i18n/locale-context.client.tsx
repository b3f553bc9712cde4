'use client'

import { usePathname } from 'next/navigation'
import { createContext, useContext, type ReactNode } from 'react'

import { stripLocale, type Locale } from '@/lib/i18n/locales'

const LocaleContext = createContext<Locale | null>(null)

/** The page's language for the client components under it (the Spanish layout mounts it with 'es'). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/**
 * The language of the page this component is on. Without a provider above it (the toasts, popups and cookie
 * banner live in the root layout, above the Spanish layout) it is the language of the URL: 'en' except under `/es`.
 */
export function useLocale(): Locale {
  const provided = useContext(LocaleContext)
  const pathname = usePathname()
  return provided ?? stripLocale(pathname ?? '/').locale
}
