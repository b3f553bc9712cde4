import type { Media, Vehicle } from '@/payload-types'

/** One picture of the gallery: a full-size source, a thumbnail source and its alternative text. */
export interface GalleryImage {
  src: string
  thumb: string
  alt: string
  width: number
  height: number
}

const DEFAULT_SIZE = { width: 1280, height: 960 }

function fromMedia(media: Media, fallbackAlt: string): GalleryImage | null {
  const src = media.sizes?.large?.url || media.url
  if (!src) return null
  return {
    src,
    thumb: media.sizes?.thumbnail?.url || src,
    alt: media.alt || fallbackAlt,
    width: media.sizes?.large?.width || media.width || DEFAULT_SIZE.width,
    height: media.sizes?.large?.height || media.height || DEFAULT_SIZE.height,
  }
}

/**
 * The gallery in display order: uploaded photos, else the preview image, else stock (evox) photos by URL. Each
 * gets an alt text naming the car and its position, so screen-reader users can tell the photos apart.
 */
export function galleryImages(
  vehicle: Pick<Vehicle, 'year' | 'make' | 'model' | 'trim' | 'images' | 'previewImage' | 'evoxImages'>,
): GalleryImage[] {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
  const uploads = (vehicle.images ?? []).filter((image): image is Media => typeof image === 'object')
  const media =
    uploads.length > 0
      ? uploads
      : typeof vehicle.previewImage === 'object' && vehicle.previewImage
        ? [vehicle.previewImage]
        : []
  const fromUploads = media.flatMap((image, index) => {
    const picture = fromMedia(image, `${name}, photo ${index + 1} of ${media.length}`)
    return picture ? [picture] : []
  })
  if (fromUploads.length > 0) return fromUploads
  const stock = vehicle.evoxImages ?? []
  return stock.map(({ url }, index) => ({
    src: url,
    thumb: url,
    alt: `${name}, stock photo ${index + 1} of ${stock.length}`,
    ...DEFAULT_SIZE,
  }))
}
