import type { ReactNode } from 'react'

import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import type { Locale } from '@/lib/i18n/locales'

import { CarouselButtons } from './carousel-buttons.client'

type ScrollCarouselProps = {
  /** Unique on the page; the track's id derives from it. */
  id: string
  /** What one slide is, for the buttons ('promotion' → 'Next promotion'). */
  slideLabel: 'offer' | 'promotion'
  /** The page's language, for the screen-reader texts. */
  locale: Locale
  /** Names the carousel for screen readers. */
  label: string
  /** Width classes of one slide, e.g. 'w-full' or 'w-[85%] sm:w-1/2 lg:w-1/3'. */
  slideClassName: string
  slides: { key: string; content: ReactNode }[]
}

/**
 * A CSS scroll-snap carousel (no carousel library, nothing moves by itself) with previous and next buttons. The
 * slides' own padding lines their content up with the page; the track has none, so the first slide's snap
 * position is 0 and the track does not scroll itself at load (a 4 px smooth snap scroll on phones made Chrome
 * stop reporting the page's Largest Contentful Paint).
 *
 * The track is `relative` so it is the containing block of everything inside its slides: a scroll container clips
 * only the boxes it contains, and the slides' screen-reader-only texts (absolutely positioned) would otherwise
 * hang past the track's right edge and widen the whole page on phones. `min-w-0` lets the track shrink to its
 * column in any flex or grid parent, so the slides scroll inside it instead of stretching the page.
 */
export function ScrollCarousel({ id, slideLabel, label, slideClassName, slides, locale }: ScrollCarouselProps) {
  const trackId = `${id}-track`
  const labels = {
    previous: t(`home.carousel.${slideLabel}.previous`, locale),
    next: t(`home.carousel.${slideLabel}.next`, locale),
  }
  return (
    <div role="region" aria-roledescription={t('home.carousel.carousel', locale)} aria-label={label} className="flex min-w-0 flex-col gap-3">
      <ul
        id={trackId}
        className="relative -mx-1 flex min-w-0 snap-x snap-mandatory overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto [scrollbar-width:thin]"
      >
        {slides.map((slide, index) => (
          <li
            key={slide.key}
            aria-roledescription={t('home.carousel.slide', locale)}
            aria-label={fill(t('home.carousel.slideOf', locale), { index: index + 1, count: slides.length })}
            className={`shrink-0 snap-start px-1 ${slideClassName}`}
          >
            {slide.content}
          </li>
        ))}
      </ul>
      {slides.length > 1 && (
        <div className="flex justify-end">
          <CarouselButtons trackId={trackId} labels={labels} />
        </div>
      )}
    </div>
  )
}
