'use client'

import type { ReactNode } from 'react'

import { esUi } from '@/lib/i18n/es-ui'

import { CatalogueContext } from './catalogue-context.client'

/**
 * Gives the client components of a Spanish page the Spanish client texts (`es.ui`). Imported only by the Spanish
 * root layout, so that catalogue is part of Spanish pages' scripts and never of English ones; being a static
 * import, it is there for the server render and for hydration (no flash of English).
 */
export function SpanishCatalogue({ children }: { children: ReactNode }) {
  return <CatalogueContext.Provider value={esUi}>{children}</CatalogueContext.Provider>
}
