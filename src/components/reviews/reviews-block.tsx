import { getReviews } from '@/lib/data/reviews'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { formatReviewCount, type ReviewCategory } from '@/lib/reviews/pick'

import { PLATFORM_NAMES, ReviewCard } from './review-card'
import { StarRating } from './star-rating'

type ReviewsBlockProps = {
  /** Which reviews to show (SPEC: home Finance, sell page Sale and Finance, service page Service and Finance). */
  categories: ReviewCategory[]
  title?: string
  /** A short label above the title. */
  badge?: string
  description?: string
  /** The heading's id (the section's label); change it when a page shows two blocks. */
  headingId?: string
  /** The page's language, for the block's own texts (the title, badge and description come from the caller). */
  locale?: Locale
}


/**
 * A reviews band: up to nine reviews of the given categories, the store's rating and review count from store
 * settings, and the platforms they come from. Renders nothing when no review matches, so an empty store shows
 * no empty shell.
 */
export async function ReviewsBlock({
  categories,
  title,
  badge,
  description,
  headingId = 'reviews-heading',
  locale = DEFAULT_LOCALE,
}: ReviewsBlockProps) {
  const { reviews, rating, count } = await getReviews(categories)
  if (reviews.length === 0) return null
  const sources = Object.values(PLATFORM_NAMES).join(` ${t('content.reviews.and', locale)} `)
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{badge ?? t('content.reviews.badge', locale)}</p>
          <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {title ?? t('content.reviews.title', locale)}
          </h2>
          {description && <p className="mt-2 text-ink-600">{description}</p>}
        </div>
        {rating !== null && (
          <div className="flex flex-col gap-1">
            <p className="flex items-center gap-2">
              <span className="text-2xl font-bold text-ink-900">{rating.toFixed(1)}</span>
              <StarRating value={rating} label={fill(t('content.reviews.rated', locale), { rating: rating.toFixed(1) })} />
            </p>
            <p className="text-sm text-ink-600">
              {count !== null
                ? fill(t('content.reviews.count', locale), { count: formatReviewCount(count), sources })
                : fill(t('content.reviews.on', locale), { sources })}
            </p>
          </div>
        )}
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  )
}
