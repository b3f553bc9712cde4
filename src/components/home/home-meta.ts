import type { Metadata } from 'next'

import type { HomePageContent } from '@/lib/data/home-page'
import { languageAlternates } from '@/lib/i18n/alternates'
import { ES_PAGE_META } from '@/lib/i18n/es-page-meta'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

const DEFAULT_TITLE = 'Used cars for sale, auto financing and service'

/**
 * The home page's title, description, canonical link and share image from the global's SEO fields, read in the
 * page's language (an untranslated Spanish text reads English; an empty title the built-in one of the language).
 */
export function homePageMetadata(meta: HomePageContent['meta'], locale: Locale = DEFAULT_LOCALE): Metadata {
  const image = meta.image && typeof meta.image === 'object' && meta.image.url ? meta.image : null
  const title = meta.title || (locale === DEFAULT_LOCALE ? DEFAULT_TITLE : ES_PAGE_META.home.title)
  const description = meta.description || undefined
  return {
    title,
    description,
    alternates: languageAlternates('/'),
    ...(image && {
      openGraph: {
        title,
        description,
        images: [
          { url: image.url ?? '', width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt },
        ],
      },
    }),
  }
}
