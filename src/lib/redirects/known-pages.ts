/**
 * Which CMS addresses the proxy can already tell are missing (issue: a route's own notFound() answers a full page
 * load with a script-only document and stores one page per address). The proxy holds the published slugs of the
 * sections below (from /redirect-rules, refreshed on every content change) and sends an address whose slug is not
 * among them to the one not-found path; anything it cannot judge goes on to the route, which still calls notFound()
 * as the safety net (a slug published or deleted a moment ago). Pure.
 */

import { decodePathSegment } from '@/lib/http/path-segment'

/** The published slugs per section, as /redirect-rules sends them. */
export interface KnownPages {
  /** Published articles (one list: an article route finds its article by slug alone, whatever the section). */
  articles: string[]
  /** Article categories: `/car-research/topic/{slug}`. */
  articleCategories: string[]
  /** Active staff members: `/our-company/meet-our-team/{slug}`. */
  staff: string[]
  /** Help-center topics: `/help-center/{slug}`. */
  helpCategories: string[]
}

/** The legal pages' last path segment (LEGAL_ROUTES in src/components/content/content-routes; a spec keeps them equal). */
export const LEGAL_SLUGS: readonly string[] = ['cookie-policy', 'privacy-policy', 'terms-of-sale', 'electronic-signature-disclosure']

/** The sections whose `/{section}/{slug}` is one article (src/app/(frontend)/(default)/{section}/[slug]). */
export const ARTICLE_SECTIONS: readonly string[] = [
  'car-research',
  'news',
  'car-advice-education',
  'community-outreach',
  'staff-reviews',
  'faqs',
  'faqs-okd',
]

/** Fixed routes next to `/car-research/[slug]`, which win over it. */
const CAR_RESEARCH_PAGES: readonly string[] = ['body-styles', 'search']

type Sets = { [K in keyof KnownPages]: ReadonlySet<string> }

const setsOf = new WeakMap<KnownPages, Sets>()

function sets(pages: KnownPages): Sets {
  let built = setsOf.get(pages)
  if (!built) {
    built = {
      articles: new Set(pages.articles),
      articleCategories: new Set(pages.articleCategories),
      staff: new Set(pages.staff),
      helpCategories: new Set(pages.helpCategories),
    }
    setsOf.set(pages, built)
  }
  return built
}

/**
 * Whether an English path (a Spanish page's path without `/es`) is a CMS page known to be missing: a slug the
 * section's route would answer with notFound(). False means "let the route decide", never "exists".
 */
export function isKnownMissingPage(pathname: string, pages: KnownPages): boolean {
  const segments = pathname.split('/').filter(Boolean).map(decodePathSegment)
  const known = sets(pages)
  const [section, slug, ...rest] = segments
  if (section === undefined || slug === undefined) return false
  if (rest.length === 0) {
    if (section === 'legal') return !LEGAL_SLUGS.includes(slug)
    if (section === 'help-center') return !known.helpCategories.has(slug)
    if (ARTICLE_SECTIONS.includes(section)) {
      if (section === 'car-research' && CAR_RESEARCH_PAGES.includes(slug)) return false
      return !known.articles.has(slug)
    }
    return false
  }
  if (section === 'our-company' && slug === 'meet-our-team' && rest.length === 1) return !known.staff.has(rest[0])
  if (section === 'car-research' && slug === 'topic' && rest.length >= 1) return !known.articleCategories.has(rest[0])
  return false
}
