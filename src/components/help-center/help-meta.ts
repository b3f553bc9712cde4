import type { Metadata } from 'next'

import { titled } from '@/components/articles/article-meta'
import { HELP_CENTER_PATH, type HelpCategory } from '@/lib/articles/help-center-queries'
import { t } from '@/lib/i18n'
import { languageAlternates } from '@/lib/i18n/alternates'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** Title, description and canonical link of /help-center (or /es/help-center). */
export function helpCenterMeta(dealerName: string | null, locale: Locale = DEFAULT_LOCALE): Metadata {
  return {
    title: titled(t('content.helpCenter.title', locale), dealerName),
    description: dealerName
      ? fill(t('content.helpCenter.descriptionAt', locale), { dealer: dealerName })
      : t('content.helpCenter.description', locale),
    alternates: languageAlternates(HELP_CENTER_PATH, locale),
  }
}

/** A help-center category: its name and description. */
export function helpCategoryMeta(category: HelpCategory, dealerName: string | null, locale: Locale = DEFAULT_LOCALE): Metadata {
  return {
    title: titled(fill(t('content.helpCenter.topicTitle', locale), { topic: category.name }), dealerName),
    description:
      category.description || fill(t('content.helpCenter.topicDescription', locale), { topic: category.name.toLowerCase() }),
    alternates: languageAlternates(category.path, locale),
  }
}
