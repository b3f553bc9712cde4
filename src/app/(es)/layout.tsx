import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SpanishCatalogue } from '@/components/i18n/spanish-catalogue.client'
import { SiteBody } from '@/components/layout/site-body'
import { siteUrl } from '@/lib/config/site-url'
import { t } from '@/lib/i18n'
import { siteMetadata } from '@/lib/seo/site-metadata'

import '../(frontend)/globals.css'

const base = siteMetadata(siteUrl())

/** The site-wide metadata in Spanish (each page's canonical and hreflang links come from its own metadata). */
export const metadata: Metadata = {
  ...base,
  title: { default: t('site.title', 'es'), template: '%s' },
  description: t('site.description', 'es'),
}

export const viewport: Viewport = { themeColor: '#1e3a8a' }

/**
 * Root layout of the Spanish site (`/es/...`): its own `<html lang="es">` document, so a cached page is
 * Spanish for every visitor without reading a cookie or header. Switching language is a full page load.
 */
export default function SpanishRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <SiteBody locale="es" Catalogue={SpanishCatalogue}>{children}</SiteBody>
    </html>
  )
}
