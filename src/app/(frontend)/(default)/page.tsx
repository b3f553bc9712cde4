import type { Metadata } from 'next'
import { Suspense } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { homePageMetadata } from '@/components/home/home-meta'
import { LivePreviewRefresh } from '@/components/home/live-preview-refresh.client'
import { DealerJsonLd } from '@/components/seo/dealer-json-ld'
import { getHomePage } from '@/lib/data/home-page'

/** Allowed to block, like the other content pages: the sections render in document order from cached readers. */
export const instant = false

/** Title, description and share image from the home-page global's SEO fields. */
export async function generateMetadata(): Promise<Metadata> {
  const { meta } = await getHomePage()
  return homePageMetadata(meta)
}

/**
 * Home: the sections marketing arranges in the home-page global, then the dealership's structured data. No
 * request data is read here, so Next keeps the render as the page's ISR entry; a staff preview (Next draft mode,
 * /next/preview) bypasses that entry and re-runs the cached readers fresh.
 */
export default async function HomePage() {
  const { layout } = await getHomePage()
  return (
    <>
      <LivePreviewRefresh />
      {layout.length > 0 ? (
        <RenderBlocks blocks={layout} />
      ) : (
        <h1 className="mx-auto max-w-7xl px-4 py-10 text-3xl font-bold text-ink-900">Used cars for sale</h1>
      )}
      <Suspense fallback={null}>
        <DealerJsonLd />
      </Suspense>
    </>
  )
}
