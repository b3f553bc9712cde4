import { notFound, permanentRedirect } from 'next/navigation'
import { Suspense } from 'react'

import { AlertSignup } from '@/components/alerts/alert-signup.client'
import { ImagePreload } from '@/components/media/image-preload'
import { withoutPrice } from '@/components/unlock/hidden-price'
import { PopupPageInfo } from '@/components/popups/popup-page-info'
import { ItemEvent } from '@/components/tracking/item-event.client'
import { VehicleGridSkeleton } from '@/components/vehicles/vehicle-grid-skeleton'
import { getVehiclePageSettings, resolveVehicleDetail } from '@/lib/data/vehicle-detail'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import { serializeJsonLd, vehicleJsonLd } from '@/lib/inventory/json-ld'
import { vehiclePath } from '@/lib/inventory/vehicle-path'
import { vehicleItem } from '@/lib/tracking/item-events'
import { isPriceLocked } from '@/lib/vehicles/price-lock'

import { galleryImages } from './gallery-images'
import { galleryPictures } from './gallery-pictures'
import { PriceAside } from './price-aside'
import { SimilarVehicles } from './similar-vehicles'
import { SoldNotice } from './sold-notice'
import { VehicleGallery } from './detail-islands.client'
import { VehicleSpecs } from './vehicle-specs'

/** The vehicle detail page (VDP): gallery, price and payment aside, details, prompts and similar vehicles. */
export async function VehicleDetailPage({
  conditionSegment,
  slugSegment,
  locale = DEFAULT_LOCALE,
}: {
  conditionSegment: string
  slugSegment: string
  locale?: Locale
}) {
  const outcome = await resolveVehicleDetail(conditionSegment, slugSegment)
  if (outcome.kind === 'not-found') notFound()
  if (outcome.kind === 'redirect') permanentRedirect(localePath(outcome.path, locale))
  const { vehicle } = outcome
  const settings = await getVehiclePageSettings()
  const sold = vehicle.status === 'sold'
  const title = [vehicle.year, vehicle.make, vehicle.model].join(' ')
  const structured = vehicleJsonLd(vehicle, settings, vehiclePath(vehicle))
  // A locked price must not reach the page at all, structured data included.
  const locked = isPriceLocked(settings.unlockPrice, vehicle.condition)
  const pictures = galleryPictures(galleryImages(vehicle))
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <script
        type="application/ld+json"
        // Structured data must be raw JSON; serializeJsonLd escapes '<' so no value can close the element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(locked ? withoutPrice(structured) : structured) }}
      />
      {sold && <SoldNotice title={title} locale={locale} />}
      <ItemEvent name="view_item" details={{ items: [vehicleItem(vehicle)] }} />
      {/* Phones read photo, then title, price and payment, then details; wide screens keep the aside beside both. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1">
          {pictures[0] && <ImagePreload image={pictures[0].photo} />}
          <VehicleGallery images={pictures} title={`${title} ${vehicle.trim ?? ''}`.trim()} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PriceAside vehicle={vehicle} settings={settings} sold={sold} locale={locale} />
          {!sold && (
            <div className="mt-4">
              <AlertSignup kind="price-drop" vehicleId={String(vehicle.id)} />
            </div>
          )}
        </div>
        <div className="min-w-0 lg:col-start-1">
          <VehicleSpecs vehicle={vehicle} locale={locale} />
        </div>
      </div>
      <section aria-labelledby="similar-heading" className="mt-12">
        <h2 id="similar-heading" className="mb-4 text-2xl font-bold text-ink-900">
          {t('inventory.vdp.similar', locale)}
        </h2>
        <Suspense fallback={<VehicleGridSkeleton count={4} />}>
          <SimilarVehicles vehicle={vehicle} unlockPrice={settings.unlockPrice} locale={locale} />
        </Suspense>
      </section>
      <PopupPageInfo
        params={{ condition: vehicle.condition, year: String(vehicle.year), make: vehicle.make, model: vehicle.model, vin: vehicle.vin }}
        vehicleId={vehicle.id}
      />
    </div>
  )
}
