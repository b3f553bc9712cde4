import type { Metadata } from 'next'

import { titled } from '@/components/articles/article-meta'
import { HELP_CENTER_PATH, type HelpCategory } from '@/lib/articles/help-center-queries'
import { languageAlternates } from '@/lib/i18n/alternates'

/** Title, description and canonical link of /help-center. */
export function helpCenterMeta(dealerName: string | null): Metadata {
  return {
    title: titled('Help center', dealerName),
    description: `Answers to common questions about buying, financing, trading in and servicing a car${dealerName ? ` at ${dealerName}` : ''}.`,
    alternates: languageAlternates(HELP_CENTER_PATH),
  }
}

/** A help-center category: its name and description. */
export function helpCategoryMeta(category: HelpCategory, dealerName: string | null): Metadata {
  return {
    title: titled(`${category.name} – Help center`, dealerName),
    description: category.description || `Frequently asked questions about ${category.name.toLowerCase()}.`,
    alternates: languageAlternates(category.path),
  }
}
