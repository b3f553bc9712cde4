import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LeadershipList } from '@/components/company/leadership-list'
import { LocationList } from '@/components/contact/location-list'
import { ButtonLink } from '@/components/content/button-link'
import { ContentArticle } from '@/components/content/content-article'
import { contentPageMeta } from '@/components/content/content-meta'
import { CONTENT_ROUTES } from '@/components/content/content-routes'
import { getCompanyPageData } from '@/lib/data/content-pages'

/** Allowed to block: rendered whole in document order from cached readers. */
export const instant = false

type CompanyRouteProps = { params: Promise<{ rest?: string[] }> }

/**
 * Only a probe is built (a 404 read from nothing). The optional catch-all makes /our-company an ISR entry rendered
 * whole on first visit, so notFound() for a missing or unpublished page is a real 404 (a plain route would stream
 * it with status 200). The team and careers pages are static siblings; other deeper paths are unknown.
 */
export function generateStaticParams(): { rest: string[] }[] {
  return [{ rest: ['__build-probe'] }]
}

async function readCompanyPage({ params }: CompanyRouteProps) {
  return (await params).rest?.length ? null : getCompanyPageData()
}

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export async function generateMetadata(props: CompanyRouteProps): Promise<Metadata> {
  const data = await readCompanyPage(props)
  return contentPageMeta(CONTENT_ROUTES.ourCompany, data?.page ?? null, data?.dealerName ?? null)
}

/** /our-company: the story, the leadership, the locations, and the ways to meet the team or join it. */
export default async function OurCompanyPage(props: CompanyRouteProps) {
  const data = await readCompanyPage(props)
  if (!data) notFound()
  const { teamPath, careersPath } = data.links
  const actions = (teamPath || careersPath) && (
    <>
      {teamPath && <ButtonLink href={teamPath}>Meet our team</ButtonLink>}
      {careersPath && (
        <ButtonLink href={careersPath} variant="secondary">
          Careers
        </ButtonLink>
      )}
    </>
  )
  return (
    <ContentArticle page={data.page} actions={actions || undefined}>
      <LeadershipList leaders={data.leaders} />
      <LocationList locations={data.locations} />
    </ContentArticle>
  )
}
