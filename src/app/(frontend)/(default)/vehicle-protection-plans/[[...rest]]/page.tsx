import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ButtonLink } from '@/components/content/button-link'
import { ContentArticle } from '@/components/content/content-article'
import { contentPageMeta } from '@/components/content/content-meta'
import { CONTENT_ROUTES } from '@/components/content/content-routes'
import { getContentPageData } from '@/lib/data/content-pages'

/** Allowed to block: rendered whole in document order, so a missing page is a real 404. */
export const instant = false

const ROUTE = CONTENT_ROUTES.vehicleProtectionPlans

type ProtectionPlansProps = { params: Promise<{ rest?: string[] }> }

/**
 * Only a probe is built (a 404 read from nothing). The optional catch-all makes /vehicle-protection-plans an ISR
 * entry rendered whole on first visit, so notFound() for a missing document is a real 404; deeper paths are unknown.
 */
export function generateStaticParams(): { rest: string[] }[] {
  return [{ rest: ['__build-probe'] }]
}

async function readProtectionPlans({ params }: ProtectionPlansProps) {
  if ((await params).rest?.length) return null
  return getContentPageData(ROUTE)
}

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export async function generateMetadata(props: ProtectionPlansProps): Promise<Metadata> {
  const data = await readProtectionPlans(props)
  return data ? contentPageMeta(ROUTE, data.page, data.dealerName) : {}
}

/** /vehicle-protection-plans: the plans as CMS rich text, with a way to ask about them. */
export default async function ProtectionPlansPage(props: ProtectionPlansProps) {
  const data = await readProtectionPlans(props)
  if (!data) notFound()
  const actions = (
    <>
      <ButtonLink href="/contact-us">Ask about a plan</ButtonLink>
      <ButtonLink href="/used-cars-for-sale" variant="secondary">
        Shop used cars
      </ButtonLink>
    </>
  )
  return <ContentArticle page={data.page} actions={actions} />
}
