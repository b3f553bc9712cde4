/**
 * The inventory part of store settings, read through the Local API alone. The alert jobs read it too, and
 * payload.config.ts registers those jobs: this module must import nothing that imports the config (the cached
 * readers in this folder do, through ./payload), or the config would import itself.
 */
import type { Payload } from 'payload'

import type { PaymentSettings } from '@/lib/payments'
import { CONDITIONS, INVENTORY, SORT_OPTIONS, type Condition, type SortOption } from '@/lib/settings/defaults'
import type { StoreSetting } from '@/payload-types'

/** What the listing needs of store settings: conditions, paging, sort, unlock flags and payment defaults. */
export interface InventorySettings {
  conditions: Condition[]
  itemsPerPage: number
  defaultSort: SortOption
  unlockPrice: NonNullable<StoreSetting['unlockPrice']>
  payment: PaymentSettings
}

/** The inventory part of store settings, with SPEC defaults for anything never saved. */
export async function findInventorySettings(payload: Payload): Promise<InventorySettings> {
  const settings = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: {
      conditionsOffered: true,
      inventory: true,
      unlockPrice: true,
      fees: true,
      apr: true,
      calculator: true,
      financeDefaults: true,
    },
  })
  const offered = CONDITIONS.filter((c) => (settings.conditionsOffered ?? INVENTORY.conditionsOffered).includes(c))
  const sort = SORT_OPTIONS.find((option) => option === settings.inventory?.defaultSort)
  const { fees, apr, calculator, financeDefaults } = settings
  return {
    conditions: offered.length > 0 ? offered : [...INVENTORY.conditionsOffered],
    itemsPerPage: settings.inventory?.itemsPerPage ?? INVENTORY.itemsPerPage,
    defaultSort: sort ?? INVENTORY.defaultSort,
    unlockPrice: settings.unlockPrice ?? {},
    payment: { fees, apr, calculator, financeDefaults },
  }
}
