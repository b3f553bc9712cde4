import { buildInventoryPath, defaultInventoryFilters, type InventoryFilters } from '@/lib/inventory/filters'
import type { SortOption } from '@/lib/settings/defaults'

/** The special filters marketing can link to from the home page (inventory filter paths like price-under-20000). */
export const SPECIAL_FILTERS = ['price-drop', 'premium-upgrades', 'under-20000', 'low-mileage'] as const
export type SpecialFilter = (typeof SPECIAL_FILTERS)[number]

const CHANGES: Record<SpecialFilter, Partial<InventoryFilters>> = {
  'price-drop': { feature: 'price-drop' },
  'premium-upgrades': { feature: 'premium-upgrades' },
  'under-20000': { price: { kind: 'under', amount: 20_000 } },
  // SPEC: mileage=null,85000, the lifetime engine warranty's limit.
  'low-mileage': { mileage: { min: null, max: 85_000 } },
}

// The links carry no sort, so any default works: the grammar leaves out a sort equal to the default.
const SORT: SortOption = 'newest'
const CTX = { conditions: ['used'] as const, makes: [], defaultSort: SORT }

/**
 * The used-car listing URL of a special filter, written by the inventory grammar itself so a home link is always
 * the canonical (indexable, cached) path: /used-cars-for-sale/great_deals/price_drop, …/price-under-20000, ….
 */
export function specialFilterHref(filter: SpecialFilter): string {
  return buildInventoryPath({ ...defaultInventoryFilters(CTX, 'used'), ...CHANGES[filter] }, CTX)
}
