import type { Metadata } from 'next'

import type { ContentPage } from '@/lib/data/content-page-queries'

import type { ContentRoute } from './content-routes'
import { languageAlternates } from '@/lib/i18n/alternates'

/**
 * Title, description and canonical link of a content page: the document's SEO fields first, else its heading (or
 * title) with the dealership name, else the route's defaults. Pure.
 */
export function contentPageMeta(
  route: Pick<ContentRoute, 'path' | 'title' | 'description'>,
  page: Pick<ContentPage, 'title' | 'heading' | 'meta'> | null,
  dealerName: string | null,
): Metadata {
  const name = page?.heading?.trim() || page?.title?.trim() || route.title
  return {
    title: page?.meta?.title?.trim() || (dealerName ? `${name} | ${dealerName}` : name),
    description: page?.meta?.description?.trim() || route.description,
    alternates: languageAlternates(route.path),
  }
}
