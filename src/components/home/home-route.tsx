import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { homePageMetadata } from '@/components/home/home-meta'
import { LivePreviewRefresh } from '@/components/home/live-preview-refresh.client'
import { DealerJsonLd } from '@/components/seo/dealer-json-ld'
import { getHomePage } from '@/lib/data/home-page'
import { t } from '@/lib/i18n'
import { localizeMetadata } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'

export type HomeRouteProps = { params: Promise<{ rest?: string[] }> }

/**
 * The home page's route in one language (`/` and `/es`, both rewritten by the proxy to their internal catch-all:
 * src/lib/home/internal-path.ts). Only a probe is built; the first visit's render is the page's ISR entry.
 */
export function homeRoute(locale: Locale) {
  async function read({ params }: HomeRouteProps) {
    return (await params).rest?.length ? null : getHomePage(locale)
  }

  function generateStaticParams(): { rest: string[] }[] {
    return [{ rest: ['__build-probe'] }]
  }

  /** Title, description and share image from the home-page global's SEO fields, in this language. */
  async function generateMetadata(props: HomeRouteProps): Promise<Metadata> {
    const home = await read(props)
    return home ? localizeMetadata(homePageMetadata(home.meta, locale), locale) : {}
  }

  /**
   * The sections marketing arranges in the home-page global, then the dealership's structured data. No request
   * data is read, so Next keeps the render as the ISR entry; a staff preview (draft mode) re-runs the readers.
   */
  async function HomePage(props: HomeRouteProps) {
    const home = await read(props)
    if (!home) notFound()
    return (
      <>
        <LivePreviewRefresh />
        {home.layout.length > 0 ? (
          <RenderBlocks blocks={home.layout} locale={locale} />
        ) : (
          <h1 className="mx-auto max-w-7xl px-4 py-10 text-3xl font-bold text-ink-900">{t('home.fallbackHeading', locale)}</h1>
        )}
        <Suspense fallback={null}>
          <DealerJsonLd />
        </Suspense>
      </>
    )
  }

  return { generateStaticParams, generateMetadata, HomePage }
}
