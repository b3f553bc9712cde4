/**
 * What the alerts' server code reads besides subscriptions: the site's address for links, the signed links, the
 * store's name and address for the email footer, and the grammar a saved search is read with. Local API only, no
 * Next cache: the endpoint and the jobs (which run outside a request) both call these.
 */
import type { Payload } from 'payload'

import { siteOriginFromEnv } from '@/lib/config/site-url'
import { findInventorySettings } from '@/lib/data/inventory-settings'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { PUBLIC_STOCK } from '@/lib/inventory/where'
import { slugify } from '@/lib/vehicles/slug'

import { ALERT_PATHS } from './constants'
import { storeFooterOf, type StoreFooter } from './messages'
import type { SavedSearchContext } from './saved-search'
import { alertTokenKey, signAlertToken, type AlertTokenAction } from './token'

/** The site's origin for links in emails (NEXT_PUBLIC_SERVER_URL; the dev server's address without one). */
export function alertSiteUrl(): string {
  return siteOriginFromEnv() ?? 'http://localhost:3000'
}

/**
 * A signed link: confirm takes a subscription id, unsubscribe an email address. A Spanish subscriber's link adds
 * `lang=es` (outside the signature: it only picks the page's language).
 */
export function alertLink(action: AlertTokenAction, subject: string, now: Date, locale: Locale = DEFAULT_LOCALE): string {
  const token = signAlertToken(action, subject, alertTokenKey(), now)
  return `${alertSiteUrl()}${ALERT_PATHS[action]}?token=${token}${locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`}`
}

/** The store's name and address from the store settings. */
export async function readStoreFooter(payload: Payload): Promise<StoreFooter> {
  const settings = await payload.findGlobal({ slug: 'store-settings', depth: 0, select: { dealership: true } })
  return storeFooterOf(settings.dealership)
}

/** The grammar of the store's listings now: configured conditions, default sort, makes in stock, finance defaults. */
export async function readSavedSearchContext(payload: Payload, now: Date): Promise<SavedSearchContext> {
  const [settings, vehicles] = await Promise.all([
    findInventorySettings(payload),
    payload.find({
      collection: 'vehicles',
      where: { and: PUBLIC_STOCK },
      select: { make: true },
      pagination: false,
      depth: 0,
    }),
  ])
  const makes = [...new Set(vehicles.docs.map((doc) => slugify(doc.make)).filter(Boolean))].sort()
  return {
    grammar: { conditions: settings.conditions, defaultSort: settings.defaultSort, makes },
    payment: settings.payment,
    year: now.getUTCFullYear(),
  }
}
