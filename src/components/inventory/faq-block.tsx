import { getInventoryFaqs } from '@/lib/data/inventory'

/** Frequently asked questions as disclosure widgets (native details: no JavaScript needed). */
export async function FaqBlock() {
  const faqs = await getInventoryFaqs()
  if (faqs.length === 0) return null
  return (
    <section aria-labelledby="inventory-faqs" className="mt-12">
      <h2 id="inventory-faqs" className="text-2xl font-bold text-ink-900">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line">
        {faqs.map((faq) => (
          <details key={faq.id} className="group p-4">
            <summary className="min-h-11 cursor-pointer font-semibold text-ink-900">{faq.question}</summary>
            <div className="mt-2 space-y-2 text-ink-700">
              {(faq.answers ?? []).map((answer, index) => (
                <p key={answer.id ?? index}>{answer.paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
