import { ResetLink } from './active-filters'
import { ListingLink } from './listing-link'
import { listingHref, type ListingState } from '@/lib/inventory/listing-href'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { relaxationLabel, searchSummary, type CountedRelaxation } from '@/lib/inventory/relaxations'
import { relaxationLabelEs, searchSummaryEs } from '@/lib/inventory/relaxations-es'

type Props = {
  state: ListingState
  /** The nearest one-step relaxations that list something (most first); [] when none does. */
  relaxations: readonly CountedRelaxation[]
  makeName?: string
  modelName?: string
}

/** The empty state: what found nothing, the nearest relaxations as links, and a way back to the whole listing. */
export function EmptyResults({ state, relaxations, makeName, modelName }: Props) {
  const locale = state.locale ?? DEFAULT_LOCALE
  const spanish = locale === 'es'
  const makeModelName = makeName ? [makeName, state.filters.makeModel?.model ? modelName : null].filter(Boolean).join(' ') : undefined
  return (
    <div className="rounded-xl border border-dashed border-line bg-surface p-8 text-center">
      <p className="text-lg font-semibold text-ink-900">{t('inventory.empty.title', locale)}</p>
      {relaxations.length > 0 ? (
        <nav aria-label={t('inventory.empty.nearest', locale)} className="mt-2">
          <p className="text-ink-600">
            {spanish
              ? t('inventory.empty.noneOf', locale).replace('{summary}', searchSummaryEs(state, makeModelName || undefined))
              : `No ${searchSummary(state, makeModelName || undefined)}; the nearest matches:`}
          </p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {relaxations.map((relaxation) => (
              <li key={`${relaxation.kind}-${relaxation.term ?? ''}`}>
                <ListingLink
                  href={listingHref(state, relaxation.change)}
                  locale={locale}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-900 underline sm:min-h-9"
                >
                  {spanish ? relaxationLabelEs(relaxation, state, makeName) : relaxationLabel(relaxation, state, makeName)}
                </ListingLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="mt-1 text-ink-600">{t('inventory.empty.tryRemoving', locale)}</p>
      )}
      <div className="mt-3">
        <ResetLink state={state} />
      </div>
    </div>
  )
}
