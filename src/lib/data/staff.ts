import { cacheLife, cacheTag } from 'next/cache'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { teamMemberPath } from '@/lib/sitemaps/paths'
import type { Location, Media, Staff } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { requirePageEnabled } from './page-toggles'
import { getPayloadClient } from './payload'
import { getStoreContact } from './store-settings'

/** The team list's path; the member pages sit under it. */
export const TEAM_PATH = '/our-company/meet-our-team'

/**
 * The one member path the build prerenders (Cache Components wants one per dynamic route; the build has no
 * database). It is a 404 read from nothing; every real member page renders on its first visit and is then kept.
 */
export const TEAM_BUILD_PROBE_SLUG = '__build-probe'

/** What the team list shows of a member: portrait, names, title, department and location. */
export type TeamMemberCard = Pick<Staff, 'id' | 'firstName' | 'lastName' | 'department' | 'title'> & {
  fullName: string
  slug: string
  path: string
  photo: Media | null
  locationName: string | null
}

/** A member's own page: the card plus the bio and the contact details visitors may see. */
export type TeamMemberProfile = TeamMemberCard & Pick<Staff, 'bio' | 'phone' | 'rating'>

// Payload computes an upload's url from its filename: without the filename selected the url reads null, and the
// team pages showed initials in place of every photo.
const MEDIA_FIELDS = { alt: true, url: true, filename: true, width: true, height: true, mimeType: true, sizes: true } as const
const CARD_FIELDS = {
  firstName: true,
  lastName: true,
  fullName: true,
  slug: true,
  department: true,
  title: true,
  photo: true,
  location: true,
} as const

type StaffDoc = Pick<Staff, 'id' | 'firstName' | 'lastName' | 'fullName' | 'slug' | 'department' | 'title'> & {
  photo?: Staff['photo']
  location?: Staff['location']
}

const populated = <T extends object>(value: string | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

function toCard(doc: StaffDoc & { slug: string }): TeamMemberCard {
  const location = populated<Location>(doc.location)
  return {
    id: doc.id,
    firstName: doc.firstName,
    lastName: doc.lastName,
    fullName: doc.fullName || `${doc.firstName} ${doc.lastName}`,
    slug: doc.slug,
    path: teamMemberPath(doc.slug),
    department: doc.department,
    title: doc.title,
    photo: populated<Media>(doc.photo),
    locationName: location?.name ?? null,
  }
}

// The slug field's own alphabet: anything else is a 404 without a database read or a cache entry per typo.
const STAFF_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/

function isStaffSlug(slug: string): boolean {
  return slug !== TEAM_BUILD_PROBE_SLUG && STAFF_SLUG.test(slug)
}

const hasSlug = <T extends { slug?: string | null }>(doc: T): doc is T & { slug: string } => Boolean(doc.slug)

/** Active staff in their admin sort order, for the team list (inactive ones are hidden by the read access). */
export async function getTeamMembers(locale: Locale = DEFAULT_LOCALE): Promise<TeamMemberCard[]> {
  await deferPastBuild()
  return readTeamMembers(locale)
}

// Keyed by language as well (job titles and bios are localized); the tags are shared by both languages.
async function readTeamMembers(locale: Locale): Promise<TeamMemberCard[]> {
  'use cache'
  cacheTag(TAGS.staff, TAGS.media, TAGS.locations)
  cacheLife('days')
  return findTeamMembers(await getPayloadClient(), locale)
}

/** The team list's query (active staff only: the read access hides the rest), exported for the integration tests. */
export async function findTeamMembers(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<TeamMemberCard[]> {
  const { docs } = await payload.find({
    collection: 'staff',
    locale,
    sort: ['sortOrder', 'lastName'],
    pagination: false,
    limit: 200,
    depth: 1,
    overrideAccess: false,
    select: CARD_FIELDS,
    populate: { media: MEDIA_FIELDS, locations: { name: true } },
  })
  return docs.filter(hasSlug).map(toCard)
}

/** One active staff member by slug, or null when there is none (or the slug is the build probe). */
export async function getTeamMember(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<TeamMemberProfile | null> {
  if (!isStaffSlug(slug)) return null
  await deferPastBuild()
  return readTeamMember(slug, locale)
}

async function readTeamMember(slug: string, locale: Locale): Promise<TeamMemberProfile | null> {
  'use cache'
  cacheTag(TAGS.staff, TAGS.media, TAGS.locations)
  cacheLife('days')
  return findTeamMember(await getPayloadClient(), slug, locale)
}

/** An active member's profile by slug, or null; exported for the integration tests. */
export async function findTeamMember(
  payload: Payload,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<TeamMemberProfile | null> {
  const { docs } = await payload.find({
    collection: 'staff',
    locale,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: { ...CARD_FIELDS, bio: true, phone: true, rating: true },
    populate: { media: MEDIA_FIELDS, locations: { name: true } },
  })
  const doc = docs.find(hasSlug)
  if (!doc) return null
  return { ...toCard(doc), bio: doc.bio, phone: doc.phone, rating: doc.rating }
}

/** /our-company/meet-our-team: the members, and the dealership name for the title; a 404 when switched off. */
export async function getTeamPageData(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ dealerName: string | null; members: TeamMemberCard[] }> {
  await requirePageEnabled(TEAM_PATH)
  const [store, members] = await Promise.all([getStoreContact(), getTeamMembers(locale)])
  return { dealerName: store.name, members }
}

/** A member's page data, or null for an unknown slug; a 404 when the team pages are switched off. */
export async function getTeamMemberPageData(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ dealerName: string | null; member: TeamMemberProfile } | null> {
  if (!isStaffSlug(slug)) return null
  await requirePageEnabled(teamMemberPath(slug))
  const [store, member] = await Promise.all([getStoreContact(), getTeamMember(slug, locale)])
  return member ? { dealerName: store.name, member } : null
}
