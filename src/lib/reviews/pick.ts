/** The review categories a block can ask for (SPEC: Finance, Buy, Sale, Service). */
export type ReviewCategory = 'Finance' | 'Buy' | 'Sale' | 'Service'

/** Reviews are shown 9 per block. */
export const REVIEWS_PER_BLOCK = 9

type Categorised = {
  id: string
  categories?: readonly ReviewCategory[] | null
}

/**
 * Up to `limit` reviews for a block that asks for several categories, taken in turn from each category (in the
 * order asked) so the newest Finance reviews cannot crowd the Sale ones out of the sell page's block. The input
 * is expected newest first; each review appears once even when it carries several of the categories.
 */
export function pickReviews<T extends Categorised>(
  reviews: readonly T[],
  categories: readonly ReviewCategory[],
  limit: number = REVIEWS_PER_BLOCK,
): T[] {
  const queues = categories.map((category) => reviews.filter((review) => review.categories?.includes(category)))
  const picked: T[] = []
  const seen = new Set<string>()
  let progressed = true
  while (picked.length < limit && progressed) {
    progressed = false
    for (const queue of queues) {
      while (queue.length > 0) {
        const next = queue.shift()
        if (!next || seen.has(next.id)) continue
        seen.add(next.id)
        picked.push(next)
        progressed = true
        break
      }
      if (picked.length >= limit) break
    }
  }
  return picked
}

const compact = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
})

/** A review count as the badge shows it: 2400 → '2.4K', 87 → '87'. */
export function formatReviewCount(count: number): string {
  return compact.format(count)
}
