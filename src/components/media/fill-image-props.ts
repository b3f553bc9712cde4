// next/image's public getImageProps, from the file that defines it alone. `next/image` also exports the Image
// client component, so importing getImageProps from there made that component a client reference of every route,
// and webpack shipped it (with next/link) to every page that had a link: 6 KB no page used. The path is Next's,
// not documented: tests/int/framework-contract.int.spec.ts fails, naming it, if it stops being next/image's own
// getImageProps.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props'

/** The attributes of a responsive `<img>` (src, srcset, sizes, loading, style…), as next/image computes them. */
export type ImgAttributes = ReturnType<typeof getImageProps>['props']

type FillImageOptions = {
  src: string
  alt: string
  /** The sizes attribute, e.g. '(min-width: 640px) 50vw, 100vw'. */
  sizes: string
  /** The page's largest paint: loaded eagerly and asked for first (render an ImagePreload for it too). */
  priority?: boolean
  className?: string
  /** SVGs and off-site URLs (not in the optimiser's allow-list) are used as they are. */
  unoptimized?: boolean
}

/**
 * A picture filling its positioned parent, computed on the server: next/image's attributes (optimiser srcset, lazy
 * loading) for a plain `<img>`, so no picture needs next/image's client component, which every page that showed
 * one loaded.
 */
export function fillImageProps({ src, alt, sizes, priority = false, className = 'object-cover', unoptimized }: FillImageOptions): ImgAttributes {
  const { props } = getImageProps({
    src,
    alt,
    fill: true,
    sizes,
    priority,
    unoptimized: unoptimized ?? !src.startsWith('/'),
    className,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  })
  return props
}
