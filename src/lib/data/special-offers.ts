/**
 * The special-offer pages' data (off by default in the page table): the three lists and the
 * detail page by id, showing only offers inside their start/end dates.
 */
import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { parseOfferSegments } from '@/lib/special-offers/segments'
import { OFFER_TYPES, OFFERS_PATH, offerListPath, type OfferType } from '@/lib/special-offers/types'

import { deferPastBuild } from './build-phase'
import { findActiveOffer, findActiveOffers, type OfferItem } from './content-page-queries'
import { requirePageEnabled } from './page-toggles'
import { getPayloadClient } from './payload'
import { getStoreContact } from './store-settings'

export type { OfferItem }

/** One list of offers with its type. */
export type OfferList = { type: OfferType; offers: OfferItem[] }

// Payload's ids: anything else is a 404 without a database read or a cache entry per made-up id.
const OFFER_ID = /^[a-z0-9-]{1,64}$/i

const MIN_LIFE_S = 300
const MAX_LIFE_S = 3600

/**
 * Cache life of an offers read: offers open and close by the clock, not by an edit, so no hook expires the entry
 * then. It lives at most an hour and no longer than until the next start or end (five minutes at the least).
 */
function offerCacheLife(nextChangeMs: number | null): void {
  const seconds = nextChangeMs === null ? MAX_LIFE_S : Math.ceil(nextChangeMs / 1000)
  cacheLife({ stale: MIN_LIFE_S, revalidate: Math.min(MAX_LIFE_S, Math.max(MIN_LIFE_S, seconds)), expire: 86_400 })
}

// Keyed by language too; the tag is shared, so one edit expires both languages. Draft mode is read inside the
// cache scope, as the article reader does: in a staff preview Next re-runs this and never saves the result.
async function readOffers(type: OfferType, locale: Locale): Promise<OfferItem[]> {
  'use cache'
  cacheTag(TAGS.specialOffers, TAGS.media, TAGS.storeSettings)
  const { isEnabled: preview } = await draftMode()
  const payload = await getPayloadClient()
  const { offers, nextChangeMs } = await findActiveOffers(payload, type, new Date(), locale, preview)
  offerCacheLife(nextChangeMs)
  return offers
}

async function readOffer(type: OfferType, id: string, locale: Locale): Promise<OfferItem | null> {
  'use cache'
  cacheTag(TAGS.specialOffers, TAGS.media, TAGS.storeSettings)
  const { isEnabled: preview } = await draftMode()
  const payload = await getPayloadClient()
  const { offer, nextChangeMs } = await findActiveOffer(payload, type, id, new Date(), locale, preview)
  offerCacheLife(nextChangeMs)
  return offer
}

/** /special-offers: every list (the page shows each with a link to its own page). */
export async function getOffersIndexData(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ lists: OfferList[]; dealerName: string | null }> {
  await requirePageEnabled(OFFERS_PATH)
  await deferPastBuild()
  const [store, lists] = await Promise.all([
    getStoreContact(),
    Promise.all(OFFER_TYPES.map(async (type): Promise<OfferList> => ({ type, offers: await readOffers(type, locale) }))),
  ])
  return { lists, dealerName: store.name }
}

/** /special-offers/{type}: one list. */
export async function getOfferListData(
  type: OfferType,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ list: OfferList; dealerName: string | null }> {
  await requirePageEnabled(offerListPath(type))
  await deferPastBuild()
  const [store, offers] = await Promise.all([getStoreContact(), readOffers(type, locale)])
  return { list: { type, offers }, dealerName: store.name }
}

/** /special-offers/{type}/{id}: one active offer, or null (unknown, of another list, or outside its dates). */
export async function getOfferDetailData(
  type: OfferType,
  id: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ offer: OfferItem; dealerName: string | null } | null> {
  if (!OFFER_ID.test(id)) return null
  await requirePageEnabled(offerListPath(type))
  await deferPastBuild()
  const [store, offer] = await Promise.all([getStoreContact(), readOffer(type, id, locale)])
  return offer ? { offer, dealerName: store.name } : null
}

/** What a /special-offers/... route renders, by the kind of path. */
export type SpecialOffersPage =
  | { kind: 'index'; lists: OfferList[]; dealerName: string | null }
  | { kind: 'list'; list: OfferList; dealerName: string | null }
  | { kind: 'detail'; offer: OfferItem; type: OfferType; dealerName: string | null }

/** The data of any /special-offers path, or null for the 404 page (unknown list, offer or deeper path). */
export async function getSpecialOffersPage(
  segments: readonly string[] | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SpecialOffersPage | null> {
  const request = parseOfferSegments(segments)
  if (!request) return null
  if (request.kind === 'index') return { kind: 'index', ...(await getOffersIndexData(locale)) }
  if (request.kind === 'list') return { kind: 'list', ...(await getOfferListData(request.type, locale)) }
  const detail = await getOfferDetailData(request.type, request.id, locale)
  return detail && { kind: 'detail', type: request.type, ...detail }
}
