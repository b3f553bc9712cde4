import Image from 'next/image'

import { CarIcon } from '@/components/icons/icons'
import { formatMileage, formatPrice } from '@/lib/format'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import type { Translate } from '@/lib/i18n/ui-texts'
import type { ReserveCard as ReserveCardData } from '@/lib/visitor/reserve-match'

/**
 * A private-reserve car, shaped like the SRP's cards. It has no public page (a reserve VIN answers 404), so its
 * action is a question to the team: the contact page, with the car named in the link and the label.
 */
export function ReserveCard({
  vehicle,
  tr,
  locale = DEFAULT_LOCALE,
}: {
  vehicle: ReserveCardData
  /** The section's translator (useTranslate) and language: the page's. */
  tr: Translate
  locale?: Locale
}) {
  const dropped = vehicle.previousPrice != null && vehicle.previousPrice > vehicle.price
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-surface">
        {vehicle.image ? (
          <Image
            src={vehicle.image.url}
            alt={vehicle.image.alt || `${vehicle.title} ${vehicle.trim ?? ''}`.trim()}
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            unoptimized={!vehicle.image.url.startsWith('/')}
            className="object-cover"
          />
        ) : (
          <div className="absolute inset-0 grid place-items-center text-ink-600" aria-hidden="true">
            <CarIcon className="size-16" />
          </div>
        )}
        <p className="absolute left-3 top-3 rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
          {tr('inventory.reserve.privateReserve')}
        </p>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-base font-bold text-ink-900">{vehicle.title}</h3>
        {vehicle.trim && <p className="text-sm text-ink-600">{vehicle.trim}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          <p>
            <span className="sr-only">{tr('inventory.reserve.price')}</span>
            <span className="text-xl font-bold text-ink-900">{formatPrice(vehicle.price)}</span>
            {dropped && vehicle.previousPrice != null && (
              <span className="ml-2 text-sm text-ink-600 line-through">
                <span className="sr-only">{tr('inventory.reserve.was')}</span>
                {formatPrice(vehicle.previousPrice)}
              </span>
            )}
          </p>
          {vehicle.mileage != null && (
            <p className="text-sm text-ink-600">
              <span className="sr-only">{tr('inventory.reserve.mileage')}</span>
              {formatMileage(vehicle.mileage)}
            </p>
          )}
        </div>
        <a
          href={vehicle.inquiryHref.startsWith('/') ? localePath(vehicle.inquiryHref, locale) : vehicle.inquiryHref}
          className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-900"
        >
          {tr('inventory.reserve.askAboutVehicle')}
          <span className="sr-only">: {vehicle.title}</span>
        </a>
      </div>
    </article>
  )
}
