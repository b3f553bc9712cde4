import Link from 'next/link'

import { CarIcon } from '@/components/icons/icons'
import { MediaImage } from '@/components/media/media-image'
import type { VehicleCardData } from '@/lib/data/vehicles'
import { formatMileage, formatPrice } from '@/lib/format'

/**
 * SPEC vehicle-detail route /{condition}-cars-for-sale/{year}-{make}-{model}-{trim}-{vin}; the stored slug is
 * exactly that tail. Move to the shared route helper when the detail page lands.
 */
function vehiclePath(vehicle: Pick<VehicleCardData, 'condition' | 'slug'>): string {
  return `/${vehicle.condition}-cars-for-sale/${vehicle.slug}`
}

const CONDITION_LABEL: Record<VehicleCardData['condition'], string> = {
  new: 'New',
  used: 'Used',
  certified: 'Certified',
}

/** Inventory card: picture, year make model, trim, price (with the old price after a drop) and mileage. */
export function VehicleCard({ vehicle }: { vehicle: VehicleCardData }) {
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`
  const dropped = vehicle.previousPrice != null && vehicle.previousPrice > vehicle.price
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-surface">
        <MediaImage
          media={vehicle.previewImage}
          size="card"
          fallbackAlt={`${title} ${vehicle.trim ?? ''}`.trim()}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        />
        {!vehicle.previewImage && (
          <div className="absolute inset-0 grid place-items-center text-ink-600" aria-hidden="true">
            <CarIcon className="size-16" />
          </div>
        )}
        <span className="absolute left-3 top-3 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-900 shadow-sm">
          {CONDITION_LABEL[vehicle.condition]}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-base font-bold text-ink-900">
          {/* The stretched link makes the whole card clickable while the accessible name stays the title. */}
          <Link href={vehiclePath(vehicle)} className="after:absolute after:inset-0 after:content-['']">
            {title}
          </Link>
        </h3>
        {vehicle.trim && <p className="text-sm text-ink-600">{vehicle.trim}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p>
            <span className="sr-only">Price: </span>
            <span className="text-xl font-bold text-ink-900">{formatPrice(vehicle.price)}</span>
            {dropped && vehicle.previousPrice != null && (
              <span className="ml-2 text-sm text-ink-600 line-through">
                <span className="sr-only">was </span>
                {formatPrice(vehicle.previousPrice)}
              </span>
            )}
          </p>
          {vehicle.mileage != null && (
            <p className="text-sm text-ink-600">
              <span className="sr-only">Mileage: </span>
              {formatMileage(vehicle.mileage)}
            </p>
          )}
        </div>
      </div>
    </article>
  )
}
