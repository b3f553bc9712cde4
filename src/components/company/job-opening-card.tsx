import { RichText } from '@payloadcms/richtext-lexical/react'
import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import type { JobOpeningSummary } from '@/lib/data/careers'
import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { applyHash } from './positions'

const EMPLOYMENT = { 'full-time': 'fullTime', 'part-time': 'partTime' } as const satisfies Record<
  NonNullable<JobOpeningSummary['employmentType']>,
  string
>

// The description's headings sit under the opening's own h3: every level moves down to h4, so the page's outline
// stays in order whatever level the editor picked.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  heading: ({ node, nodesToJSX }) => (
    <h4 className="mt-3 font-semibold text-ink-900">{nodesToJSX({ nodes: node.children })}</h4>
  ),
})

/** One opening on the careers page: title, facts, summary, the full description on demand, and its Apply link. */
export function JobOpeningCard({ opening, locale = DEFAULT_LOCALE }: { opening: JobOpeningSummary; locale?: Locale }) {
  const headingId = `opening-${opening.slug}`
  const posted = formatDate(opening.postedAt)
  const facts = [
    opening.department,
    opening.locationName,
    opening.employmentType ? t(`content.careers.${EMPLOYMENT[opening.employmentType]}`, locale) : null,
  ].filter(Boolean)
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-line p-5">
        <h3 id={headingId} className="text-lg font-bold text-ink-900">
          {opening.title}
        </h3>
        {facts.length > 0 && <p className="text-sm text-ink-700">{facts.join(' · ')}</p>}
        {posted && <p className="text-sm text-ink-600">{fill(t('content.careers.posted', locale), { date: posted })}</p>}
        {opening.summary && <p className="mt-2 text-ink-700">{opening.summary}</p>}
        {opening.description && (
          <details className="mt-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
              {t('content.careers.jobDescription', locale)}
              <span className="sr-only"> {fill(t('content.careers.forTitle', locale), { title: opening.title })}</span>
            </summary>
            <RichText
              data={opening.description}
              converters={converters}
              className="space-y-2 text-sm leading-6 text-ink-700 [&_ul]:list-disc [&_ul]:pl-5"
            />
          </details>
        )}
        <a
          href={applyHash(opening.slug)}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('content.careers.apply', locale)}
          <span className="sr-only">
            {' '}
            {fill(t('content.careers.forTitle', locale), { title: opening.title })}
            {opening.locationName ? `, ${opening.locationName}` : ''}
          </span>
        </a>
      </article>
    </li>
  )
}
