import { PersonalPayment } from '@/components/pricing/personal-payment.client'
import { PersonalizePayment } from '@/components/pricing/personalize-payment.client'
import { PricingSettingsProvider } from '@/components/pricing/pricing-settings.client'
import { LockedPrice } from '@/components/unlock/locked-price.client'
import { VehicleCard } from '@/components/vehicles/vehicle-card'
import type { InventorySettings, SrpVehicle } from '@/lib/data/inventory'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { paymentEstimate } from '@/lib/payments'
import { paymentSettingsOf } from '@/lib/pricing/personal-payment'
import { isPriceLocked } from '@/lib/vehicles/price-lock'

function badgesOf(vehicle: SrpVehicle, locale: Locale): string[] {
  const badges: string[] = []
  if (vehicle.previousPrice != null && vehicle.previousPrice > vehicle.price) badges.push(t('inventory.card.priceDrop', locale))
  if (vehicle.premium) badges.push(t('inventory.card.premium', locale))
  return badges
}

/** The result cards with payment estimates, badges and the store's unlock-price restriction applied. */
export function ResultsGrid({
  vehicles,
  settings,
  locale = DEFAULT_LOCALE,
}: {
  vehicles: SrpVehicle[]
  settings: InventorySettings
  locale?: Locale
}) {
  const { unlockPrice } = settings
  // One settings copy for the page's personalised payments, computed in the browser from the pricingTerms cookie.
  return (
    <PricingSettingsProvider settings={paymentSettingsOf(settings.payment)}>
      <div className="mb-4">
        <PersonalizePayment />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {vehicles.map((vehicle) => {
          const priceLocked = isPriceLocked(unlockPrice, vehicle.condition, 'search')
          const monthly = priceLocked ? null : (paymentEstimate(vehicle, {}, settings.payment)?.monthly ?? null)
          return (
            <li key={vehicle.id}>
              <VehicleCard
                vehicle={vehicle}
                monthly={monthly}
                badges={badgesOf(vehicle, locale)}
                priceLocked={priceLocked}
                personalPayment={!priceLocked && <PersonalPayment vehicle={{ price: vehicle.price, year: vehicle.year }} variant="card" />}
                lockedPrice={
                  priceLocked && (
                    <LockedPrice
                      vehicleId={vehicle.id}
                      title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
                      fallbackHref="/contact-us"
                      variant="card"
                    />
                  )
                }
                headingLevel="h3"
                locale={locale}
              />
            </li>
          )
        })}
      </ul>
    </PricingSettingsProvider>
  )
}
