/**
 * The CMS content pages' data: the `pages` document of a route plus what the route shows
 * beside it. Each reader first applies the page table (a switched-off page is the 404 page) and returns null when
 * the document is missing or unpublished, for the route's notFound(). Every read is a cached reader.
 */
import { cacheLife, cacheTag } from 'next/cache'

import { leadershipOf } from '@/components/company/leadership'
import { CONTENT_ROUTES, contentSlug, type ContentRoute } from '@/components/content/content-routes'
import { financingContentRoute } from '@/components/content/financing-content'
import { pageTag, TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { isPageEnabled } from '@/lib/settings/page-toggles'

import { deferPastBuild } from './build-phase'
import { findPublishedPage, type ContentPage } from './content-page-queries'
import { getFaqs, type FaqItem } from './faqs'
import { getLocations, type LocationSummary } from './locations'
import { requirePageEnabled } from './page-toggles'
import { getPayloadClient } from './payload'
import { getTeamMembers, TEAM_PATH, type TeamMemberCard } from './staff'
import { getStoreContact, getStoreHours, type StoreContact, type StoreHours } from './store-settings'

export type { ContentPage }

/** A content page and the dealership name (for titles). */
export type ContentPageData = { page: ContentPage; dealerName: string | null }

/** The published `pages` document of a slug, cached under its own tag (and media's, for its images). */
export async function getPublishedPage(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ContentPage | null> {
  await deferPastBuild()
  return readPage(slug, locale)
}

// Keyed by language as well; the tag is shared, so one save expires both languages.
async function readPage(slug: string, locale: Locale): Promise<ContentPage | null> {
  'use cache'
  cacheTag(pageTag(slug), TAGS.media)
  cacheLife('days')
  return findPublishedPage(await getPayloadClient(), slug, locale)
}

/** A plain content page (legal, protection plans, financing content pages), or null without a published document. */
export async function getContentPageData(
  route: ContentRoute,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ContentPageData | null> {
  await requirePageEnabled(route.path)
  const [page, store] = await Promise.all([getPublishedPage(contentSlug(route), locale), getStoreContact()])
  return page ? { page, dealerName: store.name } : null
}

/** What a path under /auto-financing shows: the index with its FAQs, or one of the financing content pages. */
export type FinancingPageData =
  | (ContentPageData & { kind: 'index'; route: ContentRoute; faqs: FaqItem[] })
  | (ContentPageData & { kind: 'content'; route: ContentRoute })

/**
 * /auto-financing (the page and the FAQs placed on it) and /auto-financing/{slug} (the two financing content
 * pages, switched off by default); null for other paths and for a missing page.
 */
export async function getFinancingPageData(
  segments: readonly string[] | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FinancingPageData | null> {
  const [slug, ...deeper] = segments ?? []
  if (deeper.length > 0) return null
  if (slug === undefined) {
    const route = CONTENT_ROUTES.autoFinancing
    const data = await getContentPageData(route, locale)
    return data && { kind: 'index', route, ...data, faqs: await getFaqs('auto-financing', locale) }
  }
  const route = financingContentRoute(slug)
  const data = route && (await getContentPageData(route, locale))
  return route && data ? { kind: 'content', route, ...data } : null
}

/** /our-company: the story, the locations, the leadership and links to the team and careers pages when on. */
export type CompanyPageData = ContentPageData & {
  locations: LocationSummary[]
  leaders: TeamMemberCard[]
  links: { teamPath: string | null; careersPath: string | null }
}

const CAREERS_PATH = '/our-company/careers'

/** The company page's data, or null without a published document. */
export async function getCompanyPageData(locale: Locale = DEFAULT_LOCALE): Promise<CompanyPageData | null> {
  const toggles = await requirePageEnabled(CONTENT_ROUTES.ourCompany.path)
  const [data, locations, members] = await Promise.all([
    getContentPageData(CONTENT_ROUTES.ourCompany, locale),
    getLocations(locale),
    getTeamMembers(locale),
  ])
  if (!data) return null
  const links = {
    teamPath: isPageEnabled(toggles, TEAM_PATH) ? TEAM_PATH : null,
    careersPath: isPageEnabled(toggles, CAREERS_PATH) ? CAREERS_PATH : null,
  }
  return { ...data, locations, leaders: leadershipOf(members), links }
}

/** /service: the page, the service phone and hours, and the scheduling link when that page is on. */
export type ServicePageData = ContentPageData & {
  phone: string | null
  hours: StoreHours
  schedulePath: string | null
  store: StoreContact
}

const SCHEDULE_PATH = '/service/schedule'

/** The service page's data, or null without a published document. */
export async function getServicePageData(locale: Locale = DEFAULT_LOCALE): Promise<ServicePageData | null> {
  const toggles = await requirePageEnabled(CONTENT_ROUTES.service.path)
  const [data, store, hours] = await Promise.all([
    getContentPageData(CONTENT_ROUTES.service, locale),
    getStoreContact(),
    getStoreHours(),
  ])
  if (!data) return null
  return {
    ...data,
    store,
    phone: store.phones.service ?? store.phones.main,
    hours,
    schedulePath: isPageEnabled(toggles, SCHEDULE_PATH) ? SCHEDULE_PATH : null,
  }
}
