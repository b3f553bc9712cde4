import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LeadershipList } from '@/components/company/leadership-list'
import { LocationList } from '@/components/contact/location-list'
import { getCompanyPageData, getContentPageData } from '@/lib/data/content-pages'
import { t } from '@/lib/i18n'
import { localizeMetadata } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'

import { BreadcrumbTrail } from './breadcrumb-trail'
import { ButtonLink } from './button-link'
import { ContentArticle } from './content-article'
import { contentPageMeta } from './content-meta'
import { CONTENT_ROUTES, legalRoute } from './content-routes'

/** Props of an optional catch-all content route (`[[...rest]]`): any deeper path is unknown. */
export type CatchAllProps = { params: Promise<{ rest?: string[] }> }
/** Props of /legal/[slug]. */
export type LegalPageProps = { params: Promise<{ slug: string }> }

/**
 * Only a probe is built (a 404 read from nothing). The optional catch-all makes the page an ISR entry rendered
 * whole on first visit, so notFound() for a missing or unpublished page is a real 404.
 */
export function catchAllStaticParams(): { rest: string[] }[] {
  return [{ rest: ['__build-probe'] }]
}

/** /our-company in a language: the story, the leadership, the locations, and the ways to meet the team or join it. */
export function companyPageRoute(locale: Locale) {
  async function load({ params }: CatchAllProps) {
    return (await params).rest?.length ? null : getCompanyPageData(locale)
  }

  async function generateMetadata(props: CatchAllProps): Promise<Metadata> {
    const data = await load(props)
    return localizeMetadata(contentPageMeta(CONTENT_ROUTES.ourCompany, data?.page ?? null, data?.dealerName ?? null, locale), locale)
  }

  async function OurCompanyPage(props: CatchAllProps) {
    const data = await load(props)
    if (!data) notFound()
    const { teamPath, careersPath } = data.links
    const actions = (teamPath || careersPath) && (
      <>
        {teamPath && <ButtonLink href={teamPath}>{t('content.pages.meetTeam', locale)}</ButtonLink>}
        {careersPath && (
          <ButtonLink href={careersPath} variant="secondary">
            {t('content.pages.careers', locale)}
          </ButtonLink>
        )}
      </>
    )
    return (
      <ContentArticle page={data.page} actions={actions || undefined}>
        <LeadershipList leaders={data.leaders} locale={locale} />
        <LocationList locations={data.locations} locale={locale} />
      </ContentArticle>
    )
  }

  return { generateMetadata, OurCompanyPage }
}

/** /vehicle-protection-plans in a language: the plans as CMS rich text, with a way to ask about them. */
export function protectionPlansRoute(locale: Locale) {
  const route = CONTENT_ROUTES.vehicleProtectionPlans
  async function load({ params }: CatchAllProps) {
    return (await params).rest?.length ? null : getContentPageData(route, locale)
  }

  async function generateMetadata(props: CatchAllProps): Promise<Metadata> {
    const data = await load(props)
    return data ? localizeMetadata(contentPageMeta(route, data.page, data.dealerName, locale), locale) : {}
  }

  async function ProtectionPlansPage(props: CatchAllProps) {
    const data = await load(props)
    if (!data) notFound()
    const actions = (
      <>
        <ButtonLink href="/contact-us">{t('content.pages.askPlan', locale)}</ButtonLink>
        <ButtonLink href="/used-cars-for-sale" variant="secondary">
          {t('content.pages.shopUsed', locale)}
        </ButtonLink>
      </>
    )
    return <ContentArticle page={data.page} actions={actions} />
  }

  return { generateMetadata, ProtectionPlansPage }
}

/** /legal/{cookie-policy|privacy-policy|terms-of-sale|electronic-signature-disclosure} in a language: CMS rich text. */
export function legalPageRoute(locale: Locale) {
  async function load({ params }: LegalPageProps) {
    const route = legalRoute((await params).slug)
    const data = route && (await getContentPageData(route, locale))
    return route && data ? { route, ...data } : null
  }

  /** One probe path for the build (a 404 read from nothing); each legal page renders on its first visit (ISR). */
  function generateStaticParams(): { slug: string }[] {
    return [{ slug: '__build-probe' }]
  }

  async function generateMetadata(props: LegalPageProps): Promise<Metadata> {
    const data = await load(props)
    return data ? localizeMetadata(contentPageMeta(data.route, data.page, data.dealerName, locale), locale) : {}
  }

  async function LegalPage(props: LegalPageProps) {
    const data = await load(props)
    if (!data) notFound()
    const { route, page } = data
    const crumbs = pageTrail([], { name: page.heading || page.title, path: route.path })
    return <ContentArticle page={page} before={<BreadcrumbTrail crumbs={crumbs} locale={locale} />} narrow />
  }

  return { generateStaticParams, generateMetadata, LegalPage }
}
