import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { CatchAllProps } from '@/components/content/content-page-routes'
import { contentPageMeta } from '@/components/content/content-meta'
import { CONTENT_ROUTES } from '@/components/content/content-routes'
import { MediaImage } from '@/components/media/media-image'
import { ReviewsBlock } from '@/components/reviews/reviews-block'
import { RichText } from '@/components/rich-text/rich-text'
import { getServicePageData } from '@/lib/data/content-pages'
import { localizeMetadata } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'

import { ServiceContact } from './service-contact'

/** /service in a language: the service center's text, call button, hours (today marked), scheduling link and reviews. */
export function servicePageRoute(locale: Locale) {
  async function load({ params }: CatchAllProps) {
    return (await params).rest?.length ? null : getServicePageData(locale)
  }

  async function generateMetadata(props: CatchAllProps): Promise<Metadata> {
    const data = await load(props)
    return localizeMetadata(contentPageMeta(CONTENT_ROUTES.service, data?.page ?? null, data?.dealerName ?? null, locale), locale)
  }

  async function ServicePage(props: CatchAllProps) {
    const data = await load(props)
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
            <ServiceContact phone={data.phone} hours={data.hours} schedulePath={data.schedulePath} locale={locale} />
          </div>
        </div>
        <ReviewsBlock categories={['Service', 'Finance']} headingId="service-reviews-heading" locale={locale} />
      </>
    )
  }

  return { generateMetadata, ServicePage }
}
