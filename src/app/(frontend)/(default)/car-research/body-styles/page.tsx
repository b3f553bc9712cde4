import type { Metadata } from 'next'

import { bodyStyleGuideMeta } from '@/components/articles/article-meta'
import { BodyStyleGuide } from '@/components/body-styles/body-style-guide'
import { BodyStyleKeywordForm } from '@/components/body-styles/keyword-form'
import { getBodyStyleGuideData } from '@/lib/data/articles'

/** Allowed to block, like the other pages: the guide renders in document order from cached readers. */
export const instant = false

/** Title, description and canonical link of the body-style guide. */
export async function generateMetadata(): Promise<Metadata> {
  const { dealerName } = await getBodyStyleGuideData()
  return bodyStyleGuideMeta(dealerName)
}

/** /car-research/body-styles: a keyword box into the listings and every active body style's buying guide. */
export default async function BodyStyleGuidePage() {
  const { bodyStyles } = await getBodyStyleGuideData()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">Shop by body style</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Not sure which kind of vehicle fits your life? Read what each body style does best, or tell us what you are
        looking for and we will take you to the matching cars in stock.
      </p>
      <div className="mt-6">
        <BodyStyleKeywordForm />
      </div>
      <div className="mt-10">
        <BodyStyleGuide bodyStyles={bodyStyles} />
      </div>
    </div>
  )
}
