import { JsonLd } from '@/components/seo/json-ld'
import type { FaqItem } from '@/lib/data/faqs'

import { faqPageJsonLd } from './faq-json-ld'

type FaqListProps = {
  faqs: readonly FaqItem[]
  /** The section's visible heading. */
  title?: string
  /** Id of the heading, unique on the page (the section is labelled by it). */
  headingId: string
  /** Extra classes for the section, e.g. its top margin. */
  className?: string
  /** Leave out the FAQPage JSON-LD (a page may carry only one). */
  withoutJsonLd?: boolean
}

/**
 * Frequently asked questions as native disclosure widgets (no JavaScript needed, keyboard-operable) with the
 * FAQPage structured data. Renders nothing for an empty list. Used by the inventory, financing, home and help pages.
 */
export function FaqList({ faqs, title = 'Frequently asked questions', headingId, className, withoutJsonLd }: FaqListProps) {
  if (faqs.length === 0) return null
  const structured = withoutJsonLd ? null : faqPageJsonLd(faqs)
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-bold text-ink-900">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line">
        {faqs.map((faq) => (
          <details key={faq.id} className="group p-4">
            <summary className="min-h-11 cursor-pointer font-semibold text-ink-900">
              {faq.question}
            </summary>
            <div className="mt-2 space-y-2 text-ink-700">
              {(faq.answers ?? []).map((answer, index) => (
                <p key={answer.id ?? index}>{answer.paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      {structured && <JsonLd data={structured} />}
    </section>
  )
}
