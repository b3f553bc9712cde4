import { FaqList } from '@/components/faq/faq-list'
import { getFaqs } from '@/lib/data/faqs'
import type { Locale } from '@/lib/i18n/locales'
import type { FaqSectionBlock } from '@/payload-types'

/** The FAQs of the chosen placement (SPEC: the ten financing questions) with their FAQPage structured data. */
export async function FaqComponent({ block, anchor, locale }: { block: FaqSectionBlock; anchor: string; locale: Locale }) {
  const faqs = await getFaqs(block.placement, locale)
  return (
    <FaqList faqs={faqs} title={block.title} headingId={anchor} className="mx-auto max-w-4xl px-4 py-10 sm:py-14" />
  )
}
