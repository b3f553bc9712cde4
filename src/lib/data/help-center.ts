import { cacheLife, cacheTag } from 'next/cache'

import {
  findHelpCategories,
  findHelpCategoryPage,
  HELP_CENTER_PATH,
  helpCategoryPath,
  type HelpCategory,
  type HelpCategoryPage,
} from '@/lib/articles/help-center-queries'
import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { requirePageEnabled } from './page-toggles'
import { getPayloadClient } from './payload'
import { getStoreContact } from './store-settings'

/** The one category path the build prerenders (a 404 read from nothing); real ones render on first visit. */
export const HELP_BUILD_PROBE_SLUG = '__build-probe'

const CATEGORY_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/

/** /help-center: the categories and the dealership name; a 404 when the help center is switched off. */
export async function getHelpCenterData(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ categories: HelpCategory[]; dealerName: string | null }> {
  await requirePageEnabled(HELP_CENTER_PATH)
  const [categories, store] = await Promise.all([readHelpCategories(locale), getStoreContact()])
  return { categories, dealerName: store.name }
}

/** /help-center/{category}: the category and its FAQs, or null for an unknown category. */
export async function getHelpCategoryData(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<(HelpCategoryPage & { dealerName: string | null }) | null> {
  if (slug === HELP_BUILD_PROBE_SLUG || !CATEGORY_SLUG.test(slug)) return null
  await requirePageEnabled(helpCategoryPath(slug))
  const [page, store] = await Promise.all([readHelpCategoryPage(slug, locale), getStoreContact()])
  return page ? { ...page, dealerName: store.name } : null
}

// Keyed by language as well; the tags are shared, so an edit expires both languages.
async function readHelpCategories(locale: Locale): Promise<HelpCategory[]> {
  'use cache'
  cacheTag(TAGS.helpCenter)
  cacheLife('days')
  return findHelpCategories(await getPayloadClient(), locale)
}

async function readHelpCategoryPage(slug: string, locale: Locale): Promise<HelpCategoryPage | null> {
  'use cache'
  cacheTag(TAGS.helpCenter, TAGS.faqs)
  cacheLife('days')
  return findHelpCategoryPage(await getPayloadClient(), slug, locale)
}
