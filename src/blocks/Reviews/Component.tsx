import { ReviewsBlock } from '@/components/reviews/reviews-block'
import type { ReviewsSectionBlock } from '@/payload-types'

/** The reviews band of the chosen categories (SPEC: Finance on the home page). */
export function ReviewsComponent({ block, anchor }: { block: ReviewsSectionBlock; anchor: string }) {
  return (
    <ReviewsBlock
      categories={block.categories}
      title={block.title}
      badge={block.badge ?? undefined}
      description={block.description ?? undefined}
      headingId={anchor}
    />
  )
}
