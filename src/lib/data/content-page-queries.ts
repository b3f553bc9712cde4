/**
 * The Local API queries behind the content pages' cached readers (content-pages.ts, faqs.ts, special-offers.ts),
 * taking the Payload instance so the integration tests run them on a real database. Public reads only:
 * `overrideAccess: false` without a user, so drafts and unpublished pages stay hidden.
 */
import type { Payload } from 'payload'

import { activeOfferWhere } from '@/lib/special-offers/window'
import type { OfferType } from '@/lib/special-offers/types'
import type { Faq, Page, SpecialOffer } from '@/payload-types'

/** What a content route shows of a `pages` document (hero and supporting images populated). */
export type ContentPage = Pick<
  Page,
  'id' | 'title' | 'slug' | 'heading' | 'subtitle' | 'heroImage' | 'images' | 'body' | 'meta' | 'updatedAt'
>

/** The published page of a slug ('legal/privacy-policy'), or null when there is none. */
export async function findPublishedPage(payload: Payload, slug: string): Promise<ContentPage | null> {
  const { docs } = await payload.find({
    collection: 'pages',
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
export async function findFaqs(payload: Payload, placement: FaqPlacement): Promise<FaqItem[]> {
  const { docs } = await payload.find({
    collection: 'faqs',
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

/** The offers of one list that are inside their start/end window at `now`, those ending soonest first. */
export async function findActiveOffers(payload: Payload, type: OfferType, now: Date): Promise<OfferItem[]> {
  const { docs } = await payload.find({
    collection: 'special-offers',
    where: { and: [{ type: { equals: type } }, activeOfferWhere(now)] },
    sort: 'endDate',
    limit: MAX_OFFERS,
    depth: 1,
    overrideAccess: false,
    select: OFFER_SELECT,
  })
  return docs
}

/** One offer of a list by id when it is inside its window at `now`; null for unknown ids, other lists and expired. */
export async function findActiveOffer(
  payload: Payload,
  type: OfferType,
  id: string,
  now: Date,
): Promise<OfferItem | null> {
  const { docs } = await payload.find({
    collection: 'special-offers',
    where: { and: [{ id: { equals: id } }, { type: { equals: type } }, activeOfferWhere(now)] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    select: OFFER_SELECT,
  })
  return docs[0] ?? null
}
