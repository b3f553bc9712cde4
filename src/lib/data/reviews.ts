import { cacheLife, cacheTag } from 'next/cache'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { pickReviews, type ReviewCategory } from '@/lib/reviews/pick'
import type { Review } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** One review card's fields. */
export type ReviewCard = Pick<
  Review,
  'id' | 'reviewerName' | 'platform' | 'rating' | 'text' | 'categories' | 'reviewerPhoto' | 'photo' | 'url'
>

/** What a reviews block shows: its reviews and the store's overall rating (null when not set in settings). */
export type ReviewsBlockData = {
  reviews: ReviewCard[]
  rating: number | null
  count: number | null
}

// Enough candidates for the round-robin across categories to fill nine cards.
const CANDIDATES = 60

/** Up to nine reviews of the given categories (newest first, taken in turn per category) and the store rating. */
export async function getReviews(categories: readonly ReviewCategory[]): Promise<ReviewsBlockData> {
  await deferPastBuild()
  // Duplicates dropped, order kept: the order decides which category leads the round-robin.
  return readReviews([...new Set(categories)])
}

async function readReviews(categories: ReviewCategory[]): Promise<ReviewsBlockData> {
  'use cache'
  cacheTag(TAGS.reviews, TAGS.storeSettings, TAGS.media)
  cacheLife('days')
  return findReviews(await getPayloadClient(), categories)
}

/** The query behind getReviews, without Next's cache (integration tests run it on a throwaway database). */
export async function findReviews(payload: Payload, categories: readonly ReviewCategory[]): Promise<ReviewsBlockData> {
  const [{ docs }, settings] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: { categories: { in: [...categories] } },
      sort: '-reviewedAt',
      limit: CANDIDATES,
      depth: 1,
      overrideAccess: false,
      select: {
        reviewerName: true,
        platform: true,
        rating: true,
        text: true,
        categories: true,
        reviewerPhoto: true,
        photo: true,
        url: true,
      },
      populate: {
        media: {
          alt: true,
          url: true,
          width: true,
          height: true,
          mimeType: true,
          sizes: true,
        },
      },
    }),
    payload.findGlobal({
      slug: 'store-settings',
      depth: 0,
      overrideAccess: false,
      select: { ratings: true },
    }),
  ])
  return {
    reviews: pickReviews(docs, categories),
    rating: settings.ratings?.googleRating ?? null,
    count: settings.ratings?.googleCount ?? null,
  }
}
