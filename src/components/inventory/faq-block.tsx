import { FaqList } from '@/components/faq/faq-list'
import { getInventoryFaqs } from '@/lib/data/inventory'

/** The inventory's frequently asked questions (its own, else the financing ones) through the shared FAQ list. */
export async function FaqBlock() {
  const faqs = await getInventoryFaqs()
  return <FaqList faqs={faqs} headingId="inventory-faqs" className="mt-12" />
}
