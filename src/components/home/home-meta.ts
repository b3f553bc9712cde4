import type { Metadata } from 'next'

import type { HomePageContent } from '@/lib/data/home-page'
import { languageAlternates } from '@/lib/i18n/alternates'

const DEFAULT_TITLE = 'Used cars for sale, auto financing and service'

/** The home page's title, description, canonical link and share image from the global's SEO fields. */
export function homePageMetadata(meta: HomePageContent['meta']): Metadata {
  const image = meta.image && typeof meta.image === 'object' && meta.image.url ? meta.image : null
  const title = meta.title || DEFAULT_TITLE
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
