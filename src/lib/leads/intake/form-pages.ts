/**
 * Which pages host each lead form, so a form whose pages are all switched off (the page-toggles table) takes no
 * posts: it answers 404 like its page. Paths are the English ones the table governs; the Spanish pages follow the
 * same toggles.
 */
import type { Payload } from 'payload'

import { isFormSlug, type FormSlug } from '@/lib/leads/forms'
import { isPageEnabled, type PageToggleValues } from '@/lib/settings/page-toggles'

/**
 * The host pages of each form. `null`: the form is also offered where no toggle reaches (lead popups on any page,
 * the price lock on compare and favourites), so no page switches it off.
 */
export const FORM_PAGES: Readonly<Record<FormSlug, readonly string[] | null>> = {
  'unlock-inventory': null,
  'unlock-price': null,
  contact: null,
  // The vehicle pages, /{condition}-cars-for-sale/..., governed with the inventory search.
  'test-drive': ['/cars-for-sale'],
  'sell-trade': ['/sell-trade-my-car/your-vehicle'],
  'staff-message': ['/our-company/meet-our-team'],
  careers: ['/our-company/careers'],
  'apply-financing': ['/auto-financing/apply-for-financing', '/auto-financing/free-credit-score-pre-approval'],
  'full-credit-application': ['/auto-financing/full-credit-application'],
  'service-appointment': ['/service/schedule'],
}

/** True while at least one page hosting the form is switched on (always, for forms no page switches off). */
export function isFormOpen(toggles: PageToggleValues | null | undefined, form: FormSlug): boolean {
  const pages = FORM_PAGES[form]
  return pages === null || pages.some((page) => isPageEnabled(toggles, page))
}

/**
 * True when `form` is a form whose pages are all switched off. Reads the page-toggles global as saved; when it
 * cannot be read, the table's defaults decide (the post then meets the same database trouble and is logged).
 */
export async function isFormSwitchedOff(payload: Promise<Payload>, form: string): Promise<boolean> {
  if (!isFormSlug(form) || FORM_PAGES[form] === null) return false
  let toggles: PageToggleValues = {}
  try {
    toggles = await (await payload).findGlobal({ slug: 'page-toggles', depth: 0 })
  } catch {
    // The defaults of the table stand in.
  }
  return !isFormOpen(toggles, form)
}
