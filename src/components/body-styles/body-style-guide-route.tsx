import type { Metadata } from 'next'

import { bodyStyleGuideMeta, titled } from '@/components/articles/article-meta'
import { getBodyStyleGuideData } from '@/lib/data/articles'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { BodyStyleGuide } from './body-style-guide'
import { BodyStyleKeywordForm } from './keyword-form'

/** /car-research/body-styles in a language: the English route and its Spanish wrapper share it. */
export function bodyStyleGuideRoute(locale: Locale) {
  /** Title, description and canonical link of the body-style guide. */
  async function generateMetadata(): Promise<Metadata> {
    const { dealerName } = await getBodyStyleGuideData(locale)
    const meta = bodyStyleGuideMeta(dealerName)
    if (locale === DEFAULT_LOCALE) return meta
    return {
      ...meta,
      title: titled(t('inventory.bodyStyles.metaTitle', locale), dealerName),
      description: t('inventory.bodyStyles.metaDescription', locale),
    }
  }

  /** A keyword box into the listings and every active body style's buying guide. */
  async function BodyStyleGuidePage() {
    const { bodyStyles } = await getBodyStyleGuideData(locale)
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{t('inventory.bodyStyles.title', locale)}</h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t('inventory.bodyStyles.intro', locale)}</p>
        <div className="mt-6">
          <BodyStyleKeywordForm locale={locale} />
        </div>
        <div className="mt-10">
          <BodyStyleGuide bodyStyles={bodyStyles} locale={locale} />
        </div>
      </div>
    )
  }

  return { generateMetadata, BodyStyleGuidePage }
}
