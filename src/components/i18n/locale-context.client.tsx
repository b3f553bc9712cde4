'use client'

import { createContext, useContext, type ReactNode } from 'react'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

/** The page's language for the client components under it (the Spanish layout mounts it with 'es'). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The language of the page this component is on: 'en' when no provider is mounted. */
export function useLocale(): Locale {
  return useContext(LocaleContext)
}
