import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FaqList } from '@/components/faq/faq-list'
import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import { HELP_CENTER_PATH } from '@/lib/articles/help-center-queries'
import { getHelpCategoryData, getHelpCenterData, HELP_BUILD_PROBE_SLUG } from '@/lib/data/help-center'
import { t } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locales'

import { HelpCategoryGrid } from './category-grid'
import { helpCategoryMeta, helpCenterMeta } from './help-meta'

/** Props Next hands /help-center/[category]. */
export type HelpCategoryProps = { params: Promise<{ category: string }> }

/** /help-center in a language: the topics (localized names, English until translated), each leading to its answers. */
export function helpCenterRoute(locale: Locale) {
  async function generateMetadata(): Promise<Metadata> {
    const { dealerName } = await getHelpCenterData(locale)
    return helpCenterMeta(dealerName, locale)
  }

  async function HelpCenterPage() {
    const { categories } = await getHelpCenterData(locale)
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{t('content.helpCenter.title', locale)}</h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t('content.helpCenter.intro', locale)}</p>
        <div className="mt-8">
          <HelpCategoryGrid categories={categories} />
        </div>
      </div>
    )
  }

  return { generateMetadata, HelpCenterPage }
}

/** /help-center/{category} in a language: the topic's questions with their answers, and FAQPage structured data. */
export function helpCategoryRoute(locale: Locale) {
  async function load({ params }: HelpCategoryProps) {
    return getHelpCategoryData((await params).category, locale)
  }

  /** One probe path for the build; every topic renders on its first visit and is then kept (ISR). */
  function generateStaticParams(): { category: string }[] {
    return [{ category: HELP_BUILD_PROBE_SLUG }]
  }

  async function generateMetadata(props: HelpCategoryProps): Promise<Metadata> {
    const data = await load(props)
    return data ? helpCategoryMeta(data.category, data.dealerName, locale) : {}
  }

  async function HelpCategoryPage(props: HelpCategoryProps) {
    const data = await load(props)
    if (!data) notFound()
    const { category, faqs } = data
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <p>
          <Link href={HELP_CENTER_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
            {t('content.helpCenter.title', locale)}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-ink-900">{category.name}</h1>
        {category.description && <p className="mt-2 text-ink-700">{category.description}</p>}
        {faqs.length > 0 ? (
          <FaqList faqs={faqs} title={t('content.helpCenter.questions', locale)} headingId="help-faq-heading" className="mt-8" />
        ) : (
          <p className="mt-8 text-ink-700">{t('content.helpCenter.empty', locale)}</p>
        )}
      </div>
    )
  }

  return { generateStaticParams, generateMetadata, HelpCategoryPage }
}
