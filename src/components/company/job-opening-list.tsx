import type { JobOpeningSummary } from '@/lib/data/careers'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { JobOpeningCard } from './job-opening-card'

/** The careers page's open positions; with none, a line that points to the general application beside it. */
export function JobOpeningList({ openings, locale = DEFAULT_LOCALE }: { openings: JobOpeningSummary[]; locale?: Locale }) {
  return (
    <section aria-labelledby="openings-heading">
      <h2 id="openings-heading" className="text-xl font-bold text-ink-900">
        {t('content.careers.openings', locale)}
      </h2>
      {openings.length === 0 ? (
        <p className="mt-4 text-ink-700">{t('content.careers.none', locale)}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {openings.map((opening) => (
            <JobOpeningCard key={opening.id} opening={opening} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  )
}
