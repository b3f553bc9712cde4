import type { ReactNode } from 'react'

import { MediaImage } from '@/components/media/media-image'
import { RichText } from '@/components/rich-text/rich-text'
import type { ContentPage } from '@/lib/data/content-page-queries'

type ContentArticleProps = {
  page: ContentPage
  /** Above the heading: the breadcrumb trail of a deep page. */
  before?: ReactNode
  /** Between the subtitle and the body: a call to action. */
  actions?: ReactNode
  /** After the body: the page's own blocks (FAQs, locations…). */
  children?: ReactNode
  /** Reading width for text-only pages (legal); the default spans the layout. */
  narrow?: boolean
}

/** A CMS page: heading (else title), subtitle, hero image and rich-text body, with slots for route extras. */
export function ContentArticle({ page, before, actions, children, narrow }: ContentArticleProps) {
  return (
    <div className={`mx-auto px-4 py-8 sm:px-6 lg:px-8 ${narrow ? 'max-w-4xl' : 'max-w-7xl'}`}>
      {before}
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{page.heading || page.title}</h1>
      {page.subtitle && <p className="mt-3 max-w-3xl text-lg text-ink-700">{page.subtitle}</p>}
      {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      {page.heroImage && typeof page.heroImage === 'object' && (
        <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-xl bg-surface sm:aspect-[21/9]">
          <MediaImage media={page.heroImage} size="large" sizes="(min-width: 1280px) 1216px, 100vw" priority />
        </div>
      )}
      <RichText data={page.body} className="mt-8" />
      {children}
    </div>
  )
}
