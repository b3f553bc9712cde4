'use client'

import { createContext, useContext } from 'react'

/** The Spanish of an English form text, or undefined when there is none (src/lib/i18n/es-catalogue.ts). */
export type CatalogueLookup = (english: string) => string | undefined

/**
 * The form-text catalogue of the page's language. Only the Spanish root layout provides one (SpanishCatalogue), so
 * the catalogue's code ships with Spanish pages alone; without a provider, texts stay English.
 */
export const CatalogueContext = createContext<CatalogueLookup | null>(null)

export function useCatalogue(): CatalogueLookup | null {
  return useContext(CatalogueContext)
}
