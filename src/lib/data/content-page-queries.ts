/**
 * The Local API queries behind the content pages' cached readers (content-pages.ts, faqs.ts, special-offers.ts),
 * taking the Payload instance so the integration tests run them on a real database. Public reads only:
 * `overrideAccess: false` without a user, so drafts and unpublished pages stay hidden.
 */
import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { DEFAULT_TIMEZONE } from '@/lib/settings/defaults'
import type { OfferType } from '@/lib/special-offers/types'
import { isOfferActive, msUntilOfferChange, offerCandidateWhere } from '@/lib/special-offers/window'
import type { Faq, Page, SpecialOffer } from '@/payload-types'

import { PUBLISHED_ONLY, readMode } from './published'

/** What a content route shows of a `pages` document (hero and supporting images populated). */
export type ContentPage = Pick<
  Page,
  'id' | 'title' | 'slug' | 'heading' | 'subtitle' | 'heroImage' | 'images' | 'body' | 'meta' | 'updatedAt'
>

/** The published page of a slug ('legal/privacy-policy'), or null when there is none. */
export async function findPublishedPage(
  payload: Payload,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ContentPage | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    // Title, texts and SEO fields are localized; an untranslated Spanish one reads English (fallback).
    locale,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
    select: {
      title: true,
      slug: true,
      heading: true,
      subtitle: true,
      heroImage: true,
      images: true,
      body: true,
      meta: true,
      updatedAt: true,
    },
  })
  return docs[0] ?? null
}

/** A page whose FAQ block lists a question (the FAQ's `placement` options). */
export type FaqPlacement = NonNullable<Faq['placement']>[number]

/** A question and its answer paragraphs, as FAQ lists show them. */
export type FaqItem = Pick<Faq, 'id' | 'question' | 'answers'>

// More than any FAQ block should list; a guard against an unbounded read, not a design limit.
const MAX_FAQS = 50

/** The FAQs placed on a page, in their sort order. */
export async function findFaqs(
  payload: Payload,
  placement: FaqPlacement,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FaqItem[]> {
  const { docs } = await payload.find({
    collection: 'faqs',
    locale,
    where: { placement: { in: [placement] } },
    sort: 'sortOrder',
    limit: MAX_FAQS,
    depth: 0,
    overrideAccess: false,
    select: { question: true, answers: true },
  })
  return docs
}

/** What the offer lists and detail pages show of an offer (image populated). */
export type OfferItem = Pick<
  SpecialOffer,
  'id' | 'title' | 'type' | 'description' | 'image' | 'ctaText' | 'ctaUrl' | 'disclaimer' | 'startDate' | 'endDate'
>

/** Offers shown now and when that set can next change by the clock (ms from now; null when no bound is ahead). */
export type ActiveOffers = { offers: OfferItem[]; nextChangeMs: number | null }

const OFFER_SELECT = {
  title: true,
  type: true,
  description: true,
  image: true,
  ctaText: true,
  ctaUrl: true,
  disclaimer: true,
  startDate: true,
  endDate: true,
} as const

// An offers list is a handful of cards; the bound keeps a forgotten clean-up from growing the page.
const MAX_OFFERS = 48

// Published offers only, unless `preview` (staff draft mode) asks for each one's newest draft.
async function findOffers(
  payload: Payload,
  where: Where,
  now: Date,
  limit: number,
  locale: Locale,
  preview = false,
): Promise<ActiveOffers> {
  const candidates: Where[] = [where, offerCandidateWhere(now), ...(preview ? [] : [PUBLISHED_ONLY])]
  const [{ docs }, settings] = await Promise.all([
    payload.find({
      collection: 'special-offers',
      locale,
      where: { and: candidates },
      sort: '-startDate',
      limit,
      depth: 1,
      ...readMode(preview),
      select: OFFER_SELECT,
    }),
    payload.findGlobal({ slug: 'store-settings', depth: 0, overrideAccess: false, select: { timezone: true } }),
  ])
  const timeZone = settings.timezone || DEFAULT_TIMEZONE
  return {
    offers: docs.filter((offer) => isOfferActive(offer, now, timeZone)),
    nextChangeMs: msUntilOfferChange(docs, now, timeZone),
  }
}

/** The offers of one list inside their start/end window at `now` (the store's time zone), newest first. */
export async function findActiveOffers(
  payload: Payload,
  type: OfferType,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
  preview = false,
): Promise<ActiveOffers> {
  return findOffers(payload, { type: { equals: type } }, now, MAX_OFFERS, locale, preview)
}

/**
 * One offer of a list by id when it is inside its window at `now`, else null (unknown id, another list, not yet
 * started or ended), with when that can next change.
 */
export async function findActiveOffer(
  payload: Payload,
  type: OfferType,
  id: string,
  now: Date,
  locale: Locale = DEFAULT_LOCALE,
  preview = false,
): Promise<{ offer: OfferItem | null; nextChangeMs: number | null }> {
  const where: Where = { and: [{ id: { equals: id } }, { type: { equals: type } }] }
  const { offers, nextChangeMs } = await findOffers(payload, where, now, 1, locale, preview)
  return { offer: offers[0] ?? null, nextChangeMs }
}
