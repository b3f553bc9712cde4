import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { homePageMetadata } from '@/components/home/home-meta'
import { LivePreviewRefresh } from '@/components/home/live-preview-refresh.client'
import { DealerJsonLd } from '@/components/seo/dealer-json-ld'
import { getHomePage } from '@/lib/data/home-page'

/** Allowed to block, like the other content pages: the sections render in document order from cached readers. */
export const instant = false

type HomeRouteProps = { params: Promise<{ rest?: string[] }> }

/**
 * Only a probe is built. The proxy rewrites `/` here (src/lib/home/internal-path.ts), so the home page is an ISR
 * entry rendered whole on its first visit and served from cache (and the server's page micro-cache) after that.
 */
export function generateStaticParams(): { rest: string[] }[] {
  return [{ rest: ['__build-probe'] }]
}

async function readHomePage({ params }: HomeRouteProps) {
  return (await params).rest?.length ? null : getHomePage()
}

/** Title, description and share image from the home-page global's SEO fields. */
export async function generateMetadata(props: HomeRouteProps): Promise<Metadata> {
  const home = await readHomePage(props)
  return home ? homePageMetadata(home.meta) : {}
}

/**
 * Home: the sections marketing arranges in the home-page global, then the dealership's structured data. No
 * request data is read here, so Next keeps the render as the page's ISR entry; a staff preview (Next draft mode,
 * /next/preview) bypasses that entry and re-runs the cached readers fresh.
 */
export default async function HomePage(props: HomeRouteProps) {
  const home = await readHomePage(props)
  if (!home) notFound()
  return (
    <>
      <LivePreviewRefresh />
      {home.layout.length > 0 ? (
        <RenderBlocks blocks={home.layout} />
      ) : (
        <h1 className="mx-auto max-w-7xl px-4 py-10 text-3xl font-bold text-ink-900">Used cars for sale</h1>
      )}
      <Suspense fallback={null}>
        <DealerJsonLd />
      </Suspense>
    </>
  )
}
