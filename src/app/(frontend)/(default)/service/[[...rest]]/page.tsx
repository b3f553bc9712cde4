import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { contentPageMeta } from '@/components/content/content-meta'
import { CONTENT_ROUTES } from '@/components/content/content-routes'
import { MediaImage } from '@/components/media/media-image'
import { ReviewsBlock } from '@/components/reviews/reviews-block'
import { RichText } from '@/components/rich-text/rich-text'
import { ServiceContact } from '@/components/service/service-contact'
import { getServicePageData } from '@/lib/data/content-pages'

/** Allowed to block: rendered whole in document order from cached readers. */
export const instant = false

type ServiceRouteProps = { params: Promise<{ rest?: string[] }> }

/**
 * Only a probe is built (a 404 read from nothing). The optional catch-all makes /service an ISR entry rendered whole
 * on first visit, so notFound() for a missing or unpublished page is a real 404; /service/schedule is a sibling.
 */
export function generateStaticParams(): { rest: string[] }[] {
  return [{ rest: ['__build-probe'] }]
}

async function readServicePage({ params }: ServiceRouteProps) {
  return (await params).rest?.length ? null : getServicePageData()
}

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export async function generateMetadata(props: ServiceRouteProps): Promise<Metadata> {
  const data = await readServicePage(props)
  return contentPageMeta(CONTENT_ROUTES.service, data?.page ?? null, data?.dealerName ?? null)
}

/** /service: the service center's text, call button, hours (today marked), scheduling link when on, and reviews. */
export default async function ServicePage(props: ServiceRouteProps) {
  const data = await readServicePage(props)
  if (!data) notFound()
  const { page } = data
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{page.heading || page.title}</h1>
        {page.subtitle && <p className="mt-3 max-w-3xl text-lg text-ink-700">{page.subtitle}</p>}
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>
            {page.heroImage && typeof page.heroImage === 'object' && (
              <div className="relative mb-8 aspect-[16/9] overflow-hidden rounded-xl bg-surface">
                <MediaImage media={page.heroImage} size="large" sizes="(min-width: 1024px) 840px, 100vw" priority />
              </div>
            )}
            <RichText data={page.body} />
          </div>
          <ServiceContact phone={data.phone} hours={data.hours} schedulePath={data.schedulePath} />
        </div>
      </div>
      <ReviewsBlock categories={['Service', 'Finance']} headingId="service-reviews-heading" />
    </>
  )
}
