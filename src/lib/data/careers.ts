import { cacheLife, cacheTag } from 'next/cache'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { JobOpening, Location } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { requirePageEnabled } from './page-toggles'
import { getPayloadClient } from './payload'
import { getStoreContact } from './store-settings'

/** The careers page's path. */
export const CAREERS_PATH = '/our-company/careers'

/** What the careers page shows of an opening: its heading facts, summary and full description. */
export type JobOpeningSummary = Pick<
  JobOpening,
  'id' | 'title' | 'department' | 'employmentType' | 'summary' | 'description' | 'postedAt'
> & { slug: string; locationName: string | null }

type OpeningDoc = Pick<JobOpening, 'id' | 'title' | 'slug' | 'department' | 'employmentType' | 'summary'> &
  Partial<Pick<JobOpening, 'description' | 'postedAt' | 'location'>>

function toSummary(doc: OpeningDoc): JobOpeningSummary {
  const location: Location | null = doc.location && typeof doc.location === 'object' ? doc.location : null
  return {
    id: doc.id,
    title: doc.title,
    // The slug doubles as the element id the page links to; the id keeps one for a document saved without it.
    slug: doc.slug || doc.id,
    department: doc.department,
    employmentType: doc.employmentType,
    summary: doc.summary,
    description: doc.description ?? null,
    postedAt: doc.postedAt ?? null,
    locationName: location?.name ?? null,
  }
}

/** Active job openings, newest first (inactive ones are hidden by the read access). */
export async function getJobOpenings(locale: Locale = DEFAULT_LOCALE): Promise<JobOpeningSummary[]> {
  await deferPastBuild()
  return readJobOpenings(locale)
}

// Keyed by language as well (titles, summaries and descriptions are localized); one tag for both languages.
async function readJobOpenings(locale: Locale): Promise<JobOpeningSummary[]> {
  'use cache'
  cacheTag(TAGS.jobOpenings, TAGS.locations)
  cacheLife('days')
  return findJobOpenings(await getPayloadClient(), locale)
}

/** The careers page's query (active openings only), exported for the integration tests. */
export async function findJobOpenings(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<JobOpeningSummary[]> {
  const { docs } = await payload.find({
    collection: 'job-openings',
    locale,
    sort: ['-postedAt', 'title'],
    pagination: false,
    limit: 100,
    depth: 1,
    overrideAccess: false,
    select: {
      title: true,
      slug: true,
      department: true,
      location: true,
      employmentType: true,
      summary: true,
      description: true,
      postedAt: true,
    },
    populate: { locations: { name: true } },
  })
  return docs.map(toSummary)
}

/** /our-company/careers: the openings and the dealership name; the 404 page when the page is switched off. */
export async function getCareersPageData(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ dealerName: string | null; openings: JobOpeningSummary[] }> {
  await requirePageEnabled(CAREERS_PATH)
  const [store, openings] = await Promise.all([getStoreContact(), getJobOpenings(locale)])
  return { dealerName: store.name, openings }
}
