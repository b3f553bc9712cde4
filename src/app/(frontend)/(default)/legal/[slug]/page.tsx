import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BreadcrumbTrail } from '@/components/content/breadcrumb-trail'
import { ContentArticle } from '@/components/content/content-article'
import { contentPageMeta } from '@/components/content/content-meta'
import { legalRoute } from '@/components/content/content-routes'
import { getContentPageData } from '@/lib/data/content-pages'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'

/** Allowed to block: a real 404 status for an unknown or unpublished page, and the page in document order. */
export const instant = false

type LegalPageProps = { params: Promise<{ slug: string }> }

/** One probe path for the build (a 404 read from nothing); each legal page renders on its first visit (ISR). */
export function generateStaticParams(): { slug: string }[] {
  return [{ slug: '__build-probe' }]
}

async function readLegalPage({ params }: LegalPageProps) {
  const route = legalRoute((await params).slug)
  const data = route && (await getContentPageData(route))
  return route && data ? { route, ...data } : null
}

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export async function generateMetadata(props: LegalPageProps): Promise<Metadata> {
  const data = await readLegalPage(props)
  return data ? contentPageMeta(data.route, data.page, data.dealerName) : {}
}

/** /legal/{cookie-policy|privacy-policy|terms-of-sale|electronic-signature-disclosure}: CMS rich text. */
export default async function LegalPage(props: LegalPageProps) {
  const data = await readLegalPage(props)
  if (!data) notFound()
  const { route, page } = data
  const crumbs = pageTrail([], { name: page.heading || page.title, path: route.path })
  return <ContentArticle page={page} before={<BreadcrumbTrail crumbs={crumbs} />} narrow />
}
