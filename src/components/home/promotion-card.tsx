import { MediaImage } from '@/components/media/media-image'
import type { PromotionCard as PromotionCardData } from '@/lib/data/promotions'

import { CtaLink } from './cta-link'

type PromotionCardProps = {
  promotion: PromotionCardData
  /** The card title's heading level under its section's heading. */
  headingLevel?: 'h2' | 'h3'
  /** The first hero slide is the page's largest picture: load it eagerly. */
  priority?: boolean
}

/** One promotion: its banner, category, title, description and call to action. */
export function PromotionCard({ promotion, headingLevel = 'h3', priority }: PromotionCardProps) {
  const Heading = headingLevel
  const title = promotion.title || promotion.name
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <div className="relative aspect-[2/1] bg-brand-50">
        <MediaImage
          media={promotion.image}
          size="card"
          alt=""
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw"
          priority={priority}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {promotion.category && (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{promotion.category}</p>
        )}
        <Heading className="text-xl font-bold text-ink-900">{title}</Heading>
        {promotion.description && <p className="flex-1 text-ink-600">{promotion.description}</p>}
        {promotion.url && (
          <div className="mt-2">
            <CtaLink href={promotion.url} style="text">
              {promotion.ctaText || 'Learn more'}
              <span className="sr-only">: {title}</span>
            </CtaLink>
          </div>
        )}
      </div>
    </article>
  )
}
