import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

const TOPICS = [
  {
    title: 'Know your monthly payment',
    text: 'Every estimate uses our standard finance terms. Adjust your down payment, trade-in and credit on any vehicle page to see your own numbers.',
  },
  {
    title: 'Every car is inspected',
    text: 'Each vehicle passes a multi-point inspection and comes with a free vehicle-history report before it is listed.',
  },
  {
    title: 'Get pre-approved in minutes',
    text: 'A pre-approval does not affect your credit score and lets you shop with a firm budget.',
  },
]

/** Buying-guide tiles under the results (SPEC: the inventory page's education block). */
export function EducationBlock() {
  return (
    <section aria-labelledby="inventory-education" className="mt-12">
      <h2 id="inventory-education" className="text-2xl font-bold text-ink-900">
        Shop with confidence
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {TOPICS.map((topic) => (
          <li key={topic.title} className="rounded-xl border border-line bg-surface p-4">
            <h3 className="font-bold text-ink-900">{topic.title}</h3>
            <p className="mt-1 text-sm text-ink-700">{topic.text}</p>
          </li>
        ))}
      </ul>
      <Link
        href="/auto-financing/apply-for-financing"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        Get pre-approved
      </Link>
    </section>
  )
}
