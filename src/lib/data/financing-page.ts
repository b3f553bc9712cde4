/**
 * The pre-approval pages' data: the page switch, the layout apply-for-financing uses, the
 * dealership's name and phone, and the vehicle the visitor came from. Every read is one of the cached readers.
 */
import { financingVehicleOf, type FinancingVehicle } from '@/lib/financing/vehicle'
import { FINANCING_PAGES } from '@/lib/financing/pages'
import type { FinancingVariant } from '@/lib/leads/schemas/apply-financing'

import { isPreApprovedLayout, requirePageEnabled } from './page-toggles'
import { getStoreContact } from './store-settings'
import { getVehicleByVin } from './vehicle-detail'

/** Everything a pre-approval page renders besides its fixed copy. */
export interface FinancingPageData {
  /** apply-for-financing follows the preApproved setting; the credit-score page always uses the default layout. */
  layout: 'default' | 'minimal'
  dealerName: string | null
  salesPhone: string | null
  vehicle: FinancingVehicle | null
}

/**
 * A pre-approval page's data, or the 404 page when the page is switched off. `vin` (from `?vin=`) names the
 * vehicle when it is one a visitor may buy.
 */
export async function getFinancingPageData(
  variant: FinancingVariant,
  vin: string | null = null,
): Promise<FinancingPageData> {
  await requirePageEnabled(FINANCING_PAGES[variant].path)
  const [preApproved, store, vehicle] = await Promise.all([
    variant === 'apply-for-financing' ? isPreApprovedLayout() : true,
    getStoreContact(),
    vin ? getVehicleByVin(vin) : null,
  ])
  return {
    layout: preApproved ? 'default' : 'minimal',
    dealerName: store.name,
    salesPhone: store.phones.sales ?? store.phones.main,
    vehicle: financingVehicleOf(vehicle),
  }
}
