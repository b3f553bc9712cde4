import { PersonalPayment } from '@/components/pricing/personal-payment.client'
import { PersonalizePayment } from '@/components/pricing/personalize-payment.client'
import { PricingSettingsProvider } from '@/components/pricing/pricing-settings.client'
import { LockedPrice } from '@/components/unlock/locked-price.client'
import { VehicleCard } from '@/components/vehicles/vehicle-card'
import type { InventorySettings, SrpVehicle } from '@/lib/data/inventory'
import { paymentEstimate } from '@/lib/payments'
import { paymentSettingsOf } from '@/lib/pricing/personal-payment'
import { isPriceLocked } from '@/lib/vehicles/price-lock'

function badgesOf(vehicle: SrpVehicle): string[] {
  const badges: string[] = []
  if (vehicle.previousPrice != null && vehicle.previousPrice > vehicle.price) badges.push('Price drop')
  if (vehicle.premium) badges.push('Premium upgrades')
  return badges
}

/** The result cards with payment estimates, badges and the store's unlock-price restriction applied. */
export function ResultsGrid({ vehicles, settings }: { vehicles: SrpVehicle[]; settings: InventorySettings }) {
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
                badges={badgesOf(vehicle)}
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
              />
            </li>
          )
        })}
      </ul>
    </PricingSettingsProvider>
  )
}
