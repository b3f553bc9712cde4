import type { Metadata } from 'next'

import type { ContentPage } from '@/lib/data/content-page-queries'

import { languageAlternates } from '@/lib/i18n/alternates'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { routeDefaults, type ContentRoute } from './content-routes'

/**
 * Title, description and canonical link of a content page: the document's SEO fields first, else its heading (or
 * title) with the dealership name, else the route's defaults in the page's language. Pure.
 */
export function contentPageMeta(
  route: Pick<ContentRoute, 'path' | 'title' | 'description'>,
  page: Pick<ContentPage, 'title' | 'heading' | 'meta'> | null,
  dealerName: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  const defaults = routeDefaults(route, locale)
  const name = page?.heading?.trim() || page?.title?.trim() || defaults.title
  return {
    title: page?.meta?.title?.trim() || (dealerName ? `${name} | ${dealerName}` : name),
    description: page?.meta?.description?.trim() || defaults.description,
    alternates: languageAlternates(route.path),
  }
}
