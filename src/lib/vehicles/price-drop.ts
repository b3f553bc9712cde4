export type PriceChange = {
  /** The price being saved. */
  price?: number | null
  /** The stored price before this save; absent when the vehicle is created. */
  oldPrice?: number | null
  /** The previousPrice being saved (the stored one unless the request sets it). */
  previousPrice?: number | null
}

/**
 * The previousPrice to store: the old price when the price drops, kept while the price stays below it, and
 * cleared once the price is back at or above it, so 'was $X' is never shown for a price that did not drop.
 */
export function previousPriceAfter({ price, oldPrice, previousPrice }: PriceChange): number | null {
  if (price == null) return previousPrice ?? null
  if (oldPrice != null && price < oldPrice) return oldPrice
  if (previousPrice != null && previousPrice <= price) return null
  return previousPrice ?? null
}
