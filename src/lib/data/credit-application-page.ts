/**
 * The full credit application page's data: the page switch and the dealership's name and sales
 * phone, both from cached readers.
 */
import { CREDIT_APPLICATION_PATH } from '@/lib/credit-application/page'

import { requirePageEnabled } from './page-toggles'
import { getStoreContact } from './store-settings'

/** What /auto-financing/full-credit-application shows besides its fixed copy. */
export interface CreditApplicationPageData {
  dealerName: string | null
  salesPhone: string | null
}

/** The page's data, or the 404 page when the page is switched off in the page-toggles table. */
export async function getCreditApplicationPageData(): Promise<CreditApplicationPageData> {
  await requirePageEnabled(CREDIT_APPLICATION_PATH)
  const store = await getStoreContact()
  return { dealerName: store.name, salesPhone: store.phones.sales ?? store.phones.main }
}
