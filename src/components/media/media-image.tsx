import { fillImageProps } from './fill-image-props'
import { ImagePreload } from './image-preload'

import type { Media } from '@/payload-types'

type SizeName = keyof NonNullable<Media['sizes']>

type MediaImageProps = {
  /** An upload field's value: the populated document, or an id / null when it was not populated or is empty. */
  media: string | Media | null | undefined
  /** Which Payload-generated size to prefer; falls back to the original file. */
  size?: SizeName
  /** Used when the media document has no alt text of its own. */
  fallbackAlt?: string
  /** Overrides the document's alt text; '' marks the picture decorative (its link or caption names it). */
  alt?: string
  /** The sizes attribute for the responsive image, e.g. '(min-width: 640px) 50vw, 100vw'. */
  sizes: string
  priority?: boolean
  className?: string
}

/**
 * A Payload upload filling its (positioned, sized) parent. Returns null without a usable file so the caller
 * can show its own placeholder.
 */
export function MediaImage({ media, size, fallbackAlt = '', alt, sizes, priority, className }: MediaImageProps) {
  if (!media || typeof media !== 'object') return null
  const src = (size && media.sizes?.[size]?.url) || media.url
  if (!src) return null
  // SVGs need no resizing, and off-site URLs are not in the optimiser's allow-list.
  const unoptimized = media.mimeType === 'image/svg+xml' || !src.startsWith('/')
  const alternative = alt ?? (media.alt || fallbackAlt)
  // Every picture is an <img> rendered on the server (attributes, srcset, lazy loading): no client component per
  // picture, whose script every page loaded and whose props and hooks were a share of every results page's render.
  // A priority picture (the hero slide) is the page's largest paint: preloaded from the head and asked for first.
  const props = fillImageProps({ src, alt: alternative, sizes, priority, unoptimized, className })
  return (
    <>
      {priority && <ImagePreload image={props} />}
      {/* eslint-disable-next-line @next/next/no-img-element -- fillImageProps made this next/image's own markup */}
      <img {...props} alt={alternative} data-nimg="fill" />
    </>
  )
}
