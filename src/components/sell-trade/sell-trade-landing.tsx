import Link from 'next/link'

import { ReviewsBlock } from '@/components/reviews/reviews-block'
import { getSellTradeLanding } from '@/lib/data/sell-trade'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

import { ComparisonTable } from './comparison-table'
import { PitchPoints } from './pitch-points'
import { SELL_TRADE_WIZARD_PATH } from './sell-trade-meta'

/**
 * /sell-trade-my-car in a language: the instant-offer pitch, the call to action and the comparison chart from the
 * CMS (its texts in the page's language, falling back to English), the chart's columns and the reviews band from
 * the site texts. The call to action leads to the wizard in the same language.
 */
export async function SellTradeLanding({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const { content, store } = await getSellTradeLanding(locale)
  const rows = content.comparison?.rows ?? []
  return (
    <>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{content.heading}</h1>
        {content.subheading && <p className="mt-2 max-w-2xl text-lg text-ink-700">{content.subheading}</p>}
        <PitchPoints points={content.pitch ?? []} />
        <p className="mt-8">
          <Link
            href={localePath(SELL_TRADE_WIZARD_PATH, locale)}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-6 py-2 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
          >
            {content.ctaLabel}
          </Link>
        </p>
        <div className="mt-12">
          <ComparisonTable
            heading={content.comparison?.heading || t('formPages.sellTrade.comparisonHeading', locale)}
            rows={rows}
            dealerName={store.name ?? t('formPages.sellTrade.us', locale)}
            locale={locale}
          />
        </div>
      </div>
      <ReviewsBlock
        categories={['Sale', 'Finance']}
        title={t('formPages.sellTrade.reviewsTitle', locale)}
        description={t('formPages.sellTrade.reviewsDescription', locale)}
        locale={locale}
      />
    </>
  )
}
