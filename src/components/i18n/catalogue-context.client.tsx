'use client'

import { createContext, useContext } from 'react'

import type { UiTexts } from '@/lib/i18n/ui-texts'

/**
 * The client texts of the page's language when it is not English. Only the Spanish root layout provides them
 * (SpanishCatalogue), so the Spanish catalogue ships with Spanish pages alone; without a provider, texts stay English.
 */
export const CatalogueContext = createContext<UiTexts | null>(null)

export function useCatalogue(): UiTexts | null {
  return useContext(CatalogueContext)
}
