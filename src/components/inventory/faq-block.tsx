import { FaqList } from '@/components/faq/faq-list'
import { getInventoryFaqs } from '@/lib/data/inventory'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** The inventory's frequently asked questions (its own, else the financing ones) through the shared FAQ list. */
export async function FaqBlock({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const faqs = await getInventoryFaqs(locale)
  return <FaqList faqs={faqs} title={t('inventory.faqTitle', locale)} headingId="inventory-faqs" className="mt-12" />
}
