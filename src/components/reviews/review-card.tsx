import { MediaImage } from '@/components/media/media-image'
import type { ReviewCard as ReviewCardData } from '@/lib/data/reviews'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { StarRating } from './star-rating'

/** Display names of the review platforms (SPEC: a maps/reviews platform and a social platform). */
export const PLATFORM_NAMES: Record<ReviewCardData['platform'], string> = {
  google: 'Google',
  facebook: 'Facebook',
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
}

/** One customer review: who, where, how many stars, what they said and a link to the original. */
export function ReviewCard({ review, locale = DEFAULT_LOCALE }: { review: ReviewCardData; locale?: Locale }) {
  const platform = PLATFORM_NAMES[review.platform]
  const photo = review.photo && typeof review.reviewerPhoto === 'object' ? review.reviewerPhoto : null
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <div className="relative grid size-11 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-50">
          {photo?.url ? (
            <MediaImage media={photo} alt="" sizes="44px" />
          ) : (
            <span aria-hidden="true" className="font-bold text-brand-800">
              {initialsOf(review.reviewerName)}
            </span>
          )}
        </div>
        <figcaption>
          <span className="block font-bold text-ink-900">{review.reviewerName}</span>
          <span className="block text-sm text-ink-600">{fill(t('content.reviews.platformReview', locale), { platform })}</span>
        </figcaption>
      </div>
      <div className="mt-3">
        <StarRating value={review.rating} label={fill(t('content.reviews.stars', locale), { rating: review.rating })} />
      </div>
      {review.text && <blockquote className="mt-3 flex-1 text-ink-700">{review.text}</blockquote>}
      {review.url && (
        <a
          href={review.url}
          rel="noopener noreferrer"
          target="_blank"
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {fill(t('content.reviews.readOn', locale), { name: review.reviewerName, platform })}
          <span className="sr-only"> {t('content.reviews.newTab', locale)}</span>
        </a>
      )}
    </figure>
  )
}
