import type { ReactNode } from 'react'

import { FavoriteButton } from '@/components/favorites/favorite-button.client'
import { CarIcon } from '@/components/icons/icons'
import { SiteLink } from '@/components/links/site-link'
import { MediaImage } from '@/components/media/media-image'
import type { VehicleCardData } from '@/lib/data/vehicles'
import { vinOfSlug } from '@/lib/favorites/vin-list'
import { formatMileage, formatPrice } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/**
 * SPEC vehicle-detail route /{condition}-cars-for-sale/{year}-{make}-{model}-{trim}-{vin}; the stored slug is
 * exactly that tail. Move to the shared route helper when the detail page lands.
 */
function vehiclePath(vehicle: Pick<VehicleCardData, 'condition' | 'slug'>): string {
  return `/${vehicle.condition}-cars-for-sale/${vehicle.slug}`
}

/** Search-page extras: estimated payment, badges and the unlock-price restriction. */
export interface VehicleCardExtras {
  /** Estimated monthly payment with the store's finance defaults; null when there is none. */
  monthly?: number | null
  /** Short labels shown over the picture ('Price drop', 'Premium upgrades'). */
  badges?: readonly string[]
  /** The store requires a personalised-price unlock: the price gives way to an 'Unlock price' link. */
  priceLocked?: boolean
  /** What takes the price's place while it is locked (the unlock-price action); a link to the vehicle otherwise. */
  lockedPrice?: ReactNode
  /** The visitor's own payment (the pricing wizard's terms), under the store's estimate. */
  personalPayment?: ReactNode
  /** Heading level of the title; search pages nest cards under an h2. */
  headingLevel?: 'h2' | 'h3'
  /** The page's language (labels; the data, such as make and model, stays as stored). */
  locale?: Locale
}

/** Inventory card: picture, year make model, trim, price (with the old price after a drop), mileage, payment. */
export function VehicleCard({
  vehicle,
  monthly = null,
  badges = [],
  priceLocked = false,
  lockedPrice,
  personalPayment,
  headingLevel: Heading = 'h3',
  locale = DEFAULT_LOCALE,
}: { vehicle: VehicleCardData } & VehicleCardExtras) {
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`
  const dropped = vehicle.previousPrice != null && vehicle.previousPrice > vehicle.price
  const href = vehiclePath(vehicle)
  const vin = vinOfSlug(vehicle.slug)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
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
        <ul className="absolute left-3 top-3 flex flex-wrap gap-1.5" aria-label={t('inventory.card.highlights', locale)}>
          <li className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-900 shadow-sm">
            {t(`inventory.conditionBadge.${vehicle.condition}`, locale)}
          </li>
          {badges.map((badge) => (
            <li key={badge} className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
              {badge}
            </li>
          ))}
        </ul>
        {/* The heart island gets the VIN and the name only, never the card's data. */}
        {vin && <FavoriteButton vin={vin} vehicleId={vehicle.id} name={`${title} ${vehicle.trim ?? ''}`.trim()} variant="card" />}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-base font-bold text-ink-900">
          {/* The stretched link makes the whole card clickable while the accessible name stays the title. */}
          <SiteLink href={href} locale={locale} className="after:absolute after:inset-0 after:content-['']">
            {title}
          </SiteLink>
        </Heading>
        {vehicle.trim && <p className="text-sm text-ink-600">{vehicle.trim}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-4">
          {priceLocked && lockedPrice ? (
            lockedPrice
          ) : priceLocked ? (
            // Above the stretched link, so it is its own target.
            <SiteLink
              href={`${href}#unlock-price`}
              locale={locale}
              className="relative z-10 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-900"
            >
              {t('inventory.card.unlockPrice', locale)}
              <span className="sr-only">{t('inventory.card.unlockPriceOf', locale).replace('{title}', title)}</span>
            </SiteLink>
          ) : (
            <div>
              <p>
                <span className="sr-only">{t('inventory.card.price', locale)}</span>
                <span className="text-xl font-bold text-ink-900">{formatPrice(vehicle.price)}</span>
                {dropped && vehicle.previousPrice != null && (
                  <span className="ml-2 text-sm text-ink-600 line-through">
                    <span className="sr-only">{t('inventory.card.was', locale)}</span>
                    {formatPrice(vehicle.previousPrice)}
                  </span>
                )}
              </p>
              {monthly != null && (
                <p className="text-sm text-ink-700">
                  {t('inventory.card.estimate', locale).replace('{amount}', formatPrice(Math.ceil(monthly)))}
                  <span aria-hidden="true">*</span>
                </p>
              )}
              {personalPayment}
            </div>
          )}
          {vehicle.mileage != null && (
            <p className="text-sm text-ink-600">
              <span className="sr-only">{t('inventory.card.mileage', locale)}</span>
              {formatMileage(vehicle.mileage)}
            </p>
          )}
        </div>
      </div>
    </article>
  )
}
