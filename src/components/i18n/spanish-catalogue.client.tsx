'use client'

import type { ReactNode } from 'react'

import { spanishOf } from '@/lib/i18n/es-catalogue'

import { CatalogueContext } from './catalogue-context.client'

/**
 * Gives the client components of a Spanish page the Spanish form texts. Imported only by the Spanish root layout,
 * so the catalogue (~26 KB) is part of Spanish pages' scripts and never of English ones; being a static import, it
 * is there for the server render and for hydration (no flash of English).
 */
export function SpanishCatalogue({ children }: { children: ReactNode }) {
  return <CatalogueContext.Provider value={spanishOf}>{children}</CatalogueContext.Provider>
}
