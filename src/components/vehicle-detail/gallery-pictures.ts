import { fillImageProps, type ImgAttributes } from '@/components/media/fill-image-props'

import type { GalleryImage } from './gallery-images'

/** One gallery picture as the browser gets it: the large photo's and the thumbnail's `<img>` attributes. */
export interface GalleryPicture {
  alt: string
  /** The photo file itself: where a thumbnail links before the gallery's script runs. */
  fullSize: string
  /** The large photo's attributes (full-size source; optimiser srcset). */
  photo: ImgAttributes
  thumbnail: ImgAttributes
}

const PHOTO_SIZES = '(min-width: 1024px) 60vw, 100vw'

/**
 * The gallery's pictures with next/image's attributes computed on the server, so the gallery (a client component)
 * needs none of next/image's script. The first photo is the vehicle page's largest paint: asked for first (the
 * page renders an ImagePreload for it).
 */
export function galleryPictures(images: GalleryImage[]): GalleryPicture[] {
  return images.map((image, index) => ({
    alt: image.alt,
    fullSize: image.src,
    photo: fillImageProps({ src: image.src, alt: image.alt, sizes: PHOTO_SIZES, priority: index === 0 }),
    thumbnail: fillImageProps({ src: image.thumb, alt: '', sizes: '80px' }),
  }))
}
