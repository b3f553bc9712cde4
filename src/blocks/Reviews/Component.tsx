import { ReviewsBlock } from '@/components/reviews/reviews-block'
import type { Locale } from '@/lib/i18n/locales'
import type { ReviewsSectionBlock } from '@/payload-types'

/** The reviews band of the chosen categories (SPEC: Finance on the home page). */
export function ReviewsComponent({ block, anchor, locale }: { block: ReviewsSectionBlock; anchor: string; locale?: Locale }) {
  return (
    <ReviewsBlock
      categories={block.categories}
      title={block.title}
      badge={block.badge ?? undefined}
      description={block.description ?? undefined}
      headingId={anchor}
      locale={locale}
    />
  )
}
