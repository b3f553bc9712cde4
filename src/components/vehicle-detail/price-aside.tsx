import { FavoriteButton } from '@/components/favorites/favorite-button.client'
import { PersonalPayment } from '@/components/pricing/personal-payment.client'
import { PersonalizePayment } from '@/components/pricing/personalize-payment.client'
import { PricingSettingsProvider } from '@/components/pricing/pricing-settings.client'
import { LockedPrice } from '@/components/unlock/locked-price.client'
import type { VehiclePageSettings } from '@/lib/data/vehicle-detail'
import { calculatorBounds, paymentEstimate, type PaymentSettings, type PricedVehicle } from '@/lib/payments'
import { formatMileage, formatPrice } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { paymentSettingsOf } from '@/lib/pricing/personal-payment'
import type { Vehicle } from '@/payload-types'
import { isPriceLocked } from '@/lib/vehicles/price-lock'
import { vehicleTitle } from '@/lib/vehicles/slug'

import type { CalculatorStart } from './calculator.client'
import { PaymentCalculator, UnlockedCalculator } from './detail-islands.client'
import { VehiclePrompts } from './vehicle-prompts'

type PriceAsideProps = { vehicle: Vehicle; settings: VehiclePageSettings; sold: boolean; locale?: Locale }

/** The calculator's figures at the store's defaults, for the page (the browser loads the math on first use). */
const calculatorStart = (vehicle: PricedVehicle, settings: PaymentSettings): CalculatorStart => ({
  estimate: paymentEstimate(vehicle, {}, settings),
  bounds: calculatorBounds(settings),
})

/**
 * Title, price (or the 'Unlock price' call to action when store settings require it for this condition), the
 * previous price after a drop, the payment calculator and the pre-approval and test-drive prompts.
 */
export function PriceAside({ vehicle, settings, sold, locale = DEFAULT_LOCALE }: PriceAsideProps) {
  const locked = isPriceLocked(settings.unlockPrice, vehicle.condition)
  const priced = { price: vehicle.price, year: vehicle.modelYear ?? vehicle.year }
  const dropped = vehicle.previousPrice != null && vehicle.previousPrice > vehicle.price
  return (
    <aside aria-labelledby="vehicle-title" className="space-y-6 lg:sticky lg:top-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {t(`inventory.conditionBadge.${vehicle.condition}`, locale)}
            {vehicle.mileage != null && <span className="text-ink-600"> · {formatMileage(vehicle.mileage)}</span>}
          </p>
          <h1 id="vehicle-title" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            {vehicle.year} {vehicle.make} {vehicle.model}
            {vehicle.trim && <span className="block text-lg font-semibold text-ink-700">{vehicle.trim}</span>}
          </h1>
        </div>
        <FavoriteButton vin={vehicle.vin} vehicleId={vehicle.id} name={vehicleTitle(vehicle)} variant="detail" />
      </div>
      {sold ? (
        <p className="text-xl font-bold text-ink-900">{t('inventory.vdp.sold', locale)}</p>
      ) : locked ? (
        // The price stays out of this cached page; an unlocked visitor's browser fetches it.
        <LockedPrice
          vehicleId={vehicle.id}
          title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
          fallbackHref={`/contact-us?vin=${encodeURIComponent(vehicle.vin)}&topic=unlock-price`}
          variant="detail"
        />
      ) : (
        <p>
          <span className="sr-only">{t('inventory.card.price', locale)}</span>
          <span className="text-3xl font-bold text-ink-900">{formatPrice(vehicle.price)}</span>
          {dropped && vehicle.previousPrice != null && (
            <span className="ml-2 text-ink-600 line-through">
              <span className="sr-only">{t('inventory.card.was', locale)}</span>
              {formatPrice(vehicle.previousPrice)}
            </span>
          )}
        </p>
      )}
      {!sold && !locked && (
        // The visitor's own payment, computed in the browser from the pricingTerms cookie (never in this cached page).
        <PricingSettingsProvider settings={paymentSettingsOf(settings)}>
          <section aria-labelledby="personal-payment-heading" className="space-y-3 rounded-xl border border-line p-4">
            <h2 id="personal-payment-heading" className="text-lg font-bold text-ink-900">
              {t('inventory.vdp.yourPayment', locale)}
            </h2>
            <PersonalPayment vehicle={priced} variant="detail" />
            <PersonalizePayment vehicleId={vehicle.id} />
          </section>
        </PricingSettingsProvider>
      )}
      {!sold && locked && <UnlockedCalculator vehicleId={vehicle.id} settings={settings} />}
      {!sold && !locked && (
        <div className="rounded-xl border border-line p-4">
          <PaymentCalculator vehicle={priced} settings={settings} start={calculatorStart(priced, settings)} />
        </div>
      )}
      {!sold && <VehiclePrompts vehicle={vehicle} settings={settings} locale={locale} />}
    </aside>
  )
}
