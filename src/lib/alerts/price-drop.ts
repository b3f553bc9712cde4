/**
 * When a watched car's price counts as dropped: the price now is lower than the price the shopper
 * last heard of (when subscribing, or in the last alert), by at least a dollar. The watched price then moves down
 * with each alert, so the same drop is never announced twice, and a rise followed by a fall back to an announced
 * price is no news. Pure.
 */

/** A drop from the price the shopper knows to the price now. */
export interface PriceDrop {
  from: number
  to: number
}

/** Below a dollar is rounding, not news. */
export const MIN_PRICE_DROP = 1

const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** The drop to announce, or null when the price is not at least MIN_PRICE_DROP below the watched price. */
export function priceDropOf(watchedPrice: number | null | undefined, price: number | null | undefined): PriceDrop | null {
  if (!isPrice(watchedPrice) || !isPrice(price)) return null
  return watchedPrice - price >= MIN_PRICE_DROP ? { from: watchedPrice, to: price } : null
}

/** True when an edit lowered a vehicle's price (what makes the vehicles hook queue matching). */
export function priceWasLowered(before: number | null | undefined, after: number | null | undefined): boolean {
  return priceDropOf(before, after) !== null
}
