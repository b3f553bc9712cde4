'use client'

import { ArrowRightIcon } from '@/components/icons/icons'

/**
 * Previous and next buttons for a CSS scroll-snap track: each scrolls by one slide (the first slide's width), and
 * the browser's snapping settles it. Without JavaScript the track still scrolls by touch, wheel or keyboard.
 * The buttons' names come from the server in the page's language.
 */
export function CarouselButtons({ trackId, labels }: { trackId: string; labels: { previous: string; next: string } }) {
  const scroll = (direction: 1 | -1) => {
    const track = document.getElementById(trackId)
    const slide = track?.firstElementChild
    if (!track || !(slide instanceof HTMLElement)) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollBy({ left: direction * slide.offsetWidth, behavior: reduce ? 'auto' : 'smooth' })
  }
  const button =
    'grid size-11 place-items-center rounded-full border border-line bg-white text-ink-900 shadow-sm hover:border-brand-600'
  return (
    <div className="flex gap-2">
      <button type="button" aria-controls={trackId} className={button} onClick={() => scroll(-1)}>
        <ArrowRightIcon className="size-5 rotate-180" />
        <span className="sr-only">{labels.previous}</span>
      </button>
      <button type="button" aria-controls={trackId} className={button} onClick={() => scroll(1)}>
        <ArrowRightIcon className="size-5" />
        <span className="sr-only">{labels.next}</span>
      </button>
    </div>
  )
}
