import { MediaImage } from '@/components/media/media-image'
import type { ContentPage } from '@/lib/data/content-page-queries'

/** A page's supporting pictures in a responsive grid (one column on phones); nothing when it has none. */
export function ImageGallery({ images }: { images: ContentPage['images'] }) {
  const media = (images ?? []).filter((image) => typeof image === 'object' && image?.url)
  if (media.length === 0) return null
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {media.map((image) => (
        <li key={typeof image === 'object' ? image.id : image} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-surface">
          <MediaImage media={image} size="card" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  )
}
