/**
 * Deterministic bucketing (the feature-flag user is the `uniqueUserId` cookie). A visitor's
 * place in an experiment is SHA-256 of `experiment:userId`, so the server (checking a lead's exposure) and the
 * browser (choosing what to show) agree without talking, and adding or editing another experiment never moves a
 * visitor in this one. Pure.
 */
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'

/** A variant as bucketing needs it: its key and its relative weight (0 = never assigned). */
export interface WeightedVariant {
  key: string
  weight: number
}

/** The visitor's position in [0, 1) for one experiment: the first 48 bits of the hash as a fraction. */
export function bucketOf(experiment: string, userId: string): number {
  const digest = sha256(utf8ToBytes(`${experiment}:${userId}`))
  let value = 0
  // 48 bits stay exact in a double (2^53), and are far finer than any weight marketing can type.
  for (let i = 0; i < 6; i += 1) value = value * 256 + digest[i]
  return value / 2 ** 48
}

const usable = (weight: number): boolean => Number.isFinite(weight) && weight > 0

/** Sum of the weights that can be assigned (negative, NaN and 0 count as 0). */
export function totalWeight(variants: readonly WeightedVariant[]): number {
  return variants.reduce((sum, variant) => sum + (usable(variant.weight) ? variant.weight : 0), 0)
}

/**
 * The variant key for a visitor: the weights cut [0, 1) into consecutive ranges in the order marketing listed the
 * variants. A 0-weight variant has an empty range and is never assigned; null when no variant has weight.
 */
export function assignVariant(
  experiment: string,
  variants: readonly WeightedVariant[],
  userId: string,
): string | null {
  const total = totalWeight(variants)
  if (total <= 0) return null
  const point = bucketOf(experiment, userId) * total
  let upTo = 0
  let last: string | null = null
  for (const variant of variants) {
    if (!usable(variant.weight)) continue
    upTo += variant.weight
    last = variant.key
    if (point < upTo) return variant.key
  }
  // Rounding can leave the very top of the range uncovered; it belongs to the last weighted variant.
  return last
}
