import type { Metadata } from 'next'

import { HelpCategoryGrid } from '@/components/help-center/category-grid'
import { helpCenterMeta } from '@/components/help-center/help-meta'
import { getHelpCenterData } from '@/lib/data/help-center'

/** Allowed to block, like the other pages: the topics render in document order from cached readers. */
export const instant = false

/** Title, description and canonical link of /help-center. */
export async function generateMetadata(): Promise<Metadata> {
  const { dealerName } = await getHelpCenterData()
  return helpCenterMeta(dealerName)
}

/** /help-center: the help topics, each leading to its questions and answers. */
export default async function HelpCenterPage() {
  const { categories } = await getHelpCenterData()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">Help center</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Answers to the questions we hear most about buying, financing, trading in and servicing a car. Choose a topic.
      </p>
      <div className="mt-8">
        <HelpCategoryGrid categories={categories} />
      </div>
    </div>
  )
}
