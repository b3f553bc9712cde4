import type { Metadata } from 'next'
import Link from 'next/link'

import { ReviewsBlock } from '@/components/reviews/reviews-block'
import { ComparisonTable } from '@/components/sell-trade/comparison-table'
import { PitchPoints } from '@/components/sell-trade/pitch-points'
import { SELL_TRADE_PATH, SELL_TRADE_WIZARD_PATH, sellTradeMeta } from '@/components/sell-trade/sell-trade-meta'
import { requirePageEnabled } from '@/lib/data/page-toggles'
import { getSellTradeLanding } from '@/lib/data/sell-trade'

/** Allowed to block, like the other content pages: rendered in document order from cached readers. */
export const instant = false

/** Title, description and canonical link of /sell-trade-my-car. */
export async function generateMetadata(): Promise<Metadata> {
  await requirePageEnabled(SELL_TRADE_PATH)
  const { store } = await getSellTradeLanding()
  return sellTradeMeta(store.name)
}

/** /sell-trade-my-car: the instant-offer pitch, the call to action and the comparison chart, from the CMS. */
export default async function SellTradePage() {
  await requirePageEnabled(SELL_TRADE_PATH)
  const { content, store } = await getSellTradeLanding()
  const rows = content.comparison?.rows ?? []
  return (
    <>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{content.heading}</h1>
        {content.subheading && <p className="mt-2 max-w-2xl text-lg text-ink-700">{content.subheading}</p>}
        <PitchPoints points={content.pitch ?? []} />
        <p className="mt-8">
          <Link
            href={SELL_TRADE_WIZARD_PATH}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-6 py-2 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-auto"
          >
            {content.ctaLabel}
          </Link>
        </p>
        <div className="mt-12">
          <ComparisonTable
            heading={content.comparison?.heading || 'How we compare'}
            rows={rows}
            dealerName={store.name ?? 'Us'}
          />
        </div>
      </div>
      <ReviewsBlock
        categories={['Sale', 'Finance']}
        title="Sellers and traders love the process"
        description="What customers who sold, traded or financed with us say."
      />
    </>
  )
}
