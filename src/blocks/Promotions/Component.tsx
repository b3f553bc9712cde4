import { HomeSection } from '@/components/home/home-section'
import { PromotionCard } from '@/components/home/promotion-card'
import { ScrollCarousel } from '@/components/home/scroll-carousel'
import { getActivePromotions } from '@/lib/data/promotions'
import { selectPromotions } from '@/lib/promotions/select'
import type { Locale } from '@/lib/i18n/locales'
import type { PromotionsBlock } from '@/payload-types'

/** The active promotions of one placement as a scroll-snap carousel or a grid; nothing when none is active. */
export async function PromotionsComponent({
  block,
  anchor,
  locale,
}: {
  block: PromotionsBlock
  anchor: string
  locale: Locale
}) {
  const promotions = selectPromotions(await getActivePromotions(locale), { position: block.placement })
  if (promotions.length === 0) return null
  return (
    <HomeSection id={anchor} title={block.title} intro={block.intro ?? undefined}>
      {block.placement === 'promotions-carousel' ? (
        <ScrollCarousel
          id={`${anchor}-carousel`}
          label={block.title}
          slideLabel="promotion"
          locale={locale}
          slideClassName="w-[85%] sm:w-1/2 lg:w-1/3"
          slides={promotions.map((promotion) => ({
            key: promotion.id,
            content: <PromotionCard promotion={promotion} />,
          }))}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  )
}
