import { MediaImage } from '@/components/media/media-image'
import type { Media } from '@/payload-types'

type StaffPortraitProps = {
  photo: Media | null
  name: string
  sizes: string
  priority?: boolean
  /** '' when the name is already read beside the picture (a card's link). */
  alt?: string
}

/** A square staff portrait, or the member's initials on a tinted square when there is no photo. */
export function StaffPortrait({ photo, name, sizes, priority, alt }: StaffPortraitProps) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
  return (
    <div className="relative aspect-square overflow-hidden rounded-xl bg-brand-50">
      <MediaImage media={photo} alt={alt} fallbackAlt={`Portrait of ${name}`} sizes={sizes} priority={priority} />
      {!photo?.url && (
        <span aria-hidden="true" className="absolute inset-0 grid place-items-center text-4xl font-bold text-brand-800">
          {initials}
        </span>
      )}
    </div>
  )
}
