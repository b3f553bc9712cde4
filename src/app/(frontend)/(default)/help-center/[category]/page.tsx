import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { FaqList } from '@/components/faq/faq-list'
import { helpCategoryMeta } from '@/components/help-center/help-meta'
import { HELP_CENTER_PATH } from '@/lib/articles/help-center-queries'
import { getHelpCategoryData, HELP_BUILD_PROBE_SLUG } from '@/lib/data/help-center'

/** Allowed to block: a real 404 status for an unknown topic, and the answers in document order. */
export const instant = false

type PageProps = { params: Promise<{ category: string }> }

/** One probe path for the build; every topic renders on its first visit and is then kept (ISR). */
export function generateStaticParams(): { category: string }[] {
  return [{ category: HELP_BUILD_PROBE_SLUG }]
}

/** Title (the topic's name), its description and canonical link. */
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const data = await getHelpCategoryData((await params).category)
  return data ? helpCategoryMeta(data.category, data.dealerName) : {}
}

/** /help-center/{category}: the topic's questions with their answers, and FAQPage structured data. */
export default async function HelpCategoryPage({ params }: PageProps) {
  const data = await getHelpCategoryData((await params).category)
  if (!data) notFound()
  const { category, faqs } = data
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <p>
        <Link href={HELP_CENTER_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
          Help center
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-ink-900">{category.name}</h1>
      {category.description && <p className="mt-2 text-ink-700">{category.description}</p>}
      {faqs.length > 0 ? (
        <FaqList faqs={faqs} title="Questions and answers" headingId="help-faq-heading" className="mt-8" />
      ) : (
        <p className="mt-8 text-ink-700">There are no questions in this topic yet. Call or message us and we will help.</p>
      )}
    </div>
  )
}
