import type { PromotionCard as PromotionCardData } from '@/lib/data/promotions'
import { t } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locales'

import { PromotionCard } from './promotion-card'
import { ScrollCarousel } from './scroll-carousel'

type HeroProps = {
  heading: string
  intro?: string | null
  /** The hero's slides: active promotions (SPEC: pre-approval; lifetime engine warranty). */
  slides: PromotionCardData[]
  /** The page's language, for the carousel's screen-reader texts. */
  locale: Locale
}

/**
 * The home hero: the page's h1 and its promotion slides, two side by side on wide screens and a scroll-snap
 * carousel on narrow ones. Nothing rotates by itself, so every slide stays readable without motion.
 */
export function Hero({ heading, intro, slides, locale }: HeroProps) {
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-brand-100">{intro}</p>}
        {slides.length > 0 && (
          <div className="mt-6">
            <ScrollCarousel
              id="hero"
              label={t('home.featuredOffers', locale)}
              slideLabel="offer"
              locale={locale}
              slideClassName="w-[88%] sm:w-1/2"
              slides={slides.map((promotion, index) => ({
                key: promotion.id,
                content: <PromotionCard promotion={promotion} headingLevel="h2" priority={index === 0} />,
              }))}
            />
          </div>
        )}
      </div>
    </div>
  )
}
