/**
 * The Payload reads of the help center (its categories and the FAQs linked to each), taking the Payload instance
 * so integration tests run them against a real database. Kept beside the article reads: both are the site's
 * editorial content, read with `overrideAccess: false`.
 */
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Faq, HelpCenterCategory } from '@/payload-types'

/** A help-center category as the overview and its own page show it. */
export type HelpCategory = Pick<HelpCenterCategory, 'id' | 'name' | 'description' | 'icon'> & {
  slug: string
  path: string
}

/** A question with its answer paragraphs (the shape FaqList renders). */
export type HelpFaq = Pick<Faq, 'id' | 'question' | 'answers'>

/** A category page: the category and its FAQs in their sort order. */
export type HelpCategoryPage = { category: HelpCategory; faqs: HelpFaq[] }

/** The overview page's path. */
export const HELP_CENTER_PATH = '/help-center'

/** A category's page: `/help-center/{slug}`. */
export function helpCategoryPath(slug: string): string {
  return `${HELP_CENTER_PATH}/${slug}`
}

// Guards against unbounded reads, not design limits.
const MAX_CATEGORIES = 50
const MAX_FAQS = 100

type CategoryDoc = Pick<HelpCenterCategory, 'id' | 'name' | 'description' | 'icon'> & { slug?: string | null }

function toCategory(doc: CategoryDoc & { slug: string }): HelpCategory {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    path: helpCategoryPath(doc.slug),
    description: doc.description ?? null,
    icon: doc.icon ?? null,
  }
}

const hasSlug = <T extends { slug?: string | null }>(doc: T): doc is T & { slug: string } => Boolean(doc.slug)

/** Every help-center category in its admin sort order. */
export async function findHelpCategories(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<HelpCategory[]> {
  const { docs } = await payload.find({
    collection: 'help-center-categories',
    // Names and descriptions are localized; an untranslated Spanish one reads English (fallback).
    locale,
    sort: ['sortOrder', 'name'],
    limit: MAX_CATEGORIES,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { name: true, slug: true, description: true, icon: true },
  })
  return docs.filter(hasSlug).map(toCategory)
}

/** A category by slug with the FAQs linked to it (sort order, then question), or null for an unknown slug. */
export async function findHelpCategoryPage(
  payload: Payload,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<HelpCategoryPage | null> {
  const { docs } = await payload.find({
    collection: 'help-center-categories',
    locale,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { name: true, slug: true, description: true, icon: true },
  })
  const doc = docs.find(hasSlug)
  if (!doc) return null
  const faqs = await payload.find({
    collection: 'faqs',
    locale,
    where: { helpCenterCategories: { in: [doc.id] } },
    sort: ['sortOrder', 'question'],
    limit: MAX_FAQS,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { question: true, answers: true },
  })
  return { category: toCategory(doc), faqs: faqs.docs }
}
