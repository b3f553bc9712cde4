/**
 * Restriction flags: the store settings' `unlockPrice` says which prices visitors see only after
 * the unlock-price form. A condition flag locks that condition's prices wherever a vehicle shows (its page, similar
 * vehicles, the home page); the `search` flag also locks every price on search results. Pure, so every page that
 * shows a price asks the same question.
 */
import type { Condition } from '@/lib/settings/defaults'

export interface UnlockPriceFlags {
  new?: boolean | null
  used?: boolean | null
  certified?: boolean | null
  search?: boolean | null
}

/** Where a price is shown: search results obey the `search` flag too. */
export type PriceContext = 'search' | 'vehicle'

/** True when the price of a vehicle of `condition` is hidden behind the unlock-price form in this context. */
export function isPriceLocked(
  flags: UnlockPriceFlags | null | undefined,
  condition: Condition,
  context: PriceContext = 'vehicle',
): boolean {
  if (!flags) return false
  return flags[condition] === true || (context === 'search' && flags.search === true)
}
