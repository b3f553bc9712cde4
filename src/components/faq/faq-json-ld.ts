/**
 * schema.org FAQPage structured data for a list of questions. Pure, so the JSON search engines read is
 * unit-tested; answers join their paragraphs, as the page shows them one after another.
 */

/** The question fields the structured data reads. */
export type FaqJsonLdInput = {
  question: string
  answers?: { paragraph: string }[] | null
}

/** A FAQPage with one Question and accepted Answer per FAQ that has an answer; null when none has. */
export function faqPageJsonLd(faqs: readonly FaqJsonLdInput[]) {
  const mainEntity = faqs.flatMap((faq) => {
    const text = (faq.answers ?? []).map((answer) => answer.paragraph.trim()).filter(Boolean).join('\n\n')
    if (!faq.question.trim() || !text) return []
    return [{ '@type': 'Question', name: faq.question.trim(), acceptedAnswer: { '@type': 'Answer', text } }]
  })
  if (mainEntity.length === 0) return null
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity }
}
