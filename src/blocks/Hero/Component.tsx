import { Hero } from '@/components/home/hero'
import { getActivePromotions } from '@/lib/data/promotions'
import { selectPromotions } from '@/lib/promotions/select'
import type { Locale } from '@/lib/i18n/locales'
import type { HeroBlock } from '@/payload-types'

/** The hero with its active promotion slides: the chosen ones, else those of the position and tags. */
export async function HeroComponent({ block, locale }: { block: HeroBlock; locale: Locale }) {
  const ids = (block.promotions ?? []).map((promotion) => (typeof promotion === 'string' ? promotion : promotion.id))
  const slides = selectPromotions(await getActivePromotions(locale), {
    ids,
    position: block.position,
    tags: block.tags,
    limit: block.limit,
  })
  return <Hero heading={block.heading} intro={block.intro} slides={slides} locale={locale} />
}
