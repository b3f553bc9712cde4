import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import type { ReactNode } from 'react'

import { FavoriteButton } from '@/components/favorites/favorite-button.client'
import { MediaImage } from '@/components/media/media-image'
import { LockedPrice } from '@/components/unlock/locked-price.client'
import { compareVehicles, type CompareCell, type CompareFacts, UNKNOWN } from '@/lib/compare/differences'
import type { VehiclePageSettings } from '@/lib/data/vehicle-detail'
import { compareHref } from '@/lib/favorites/vin-list'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { vehiclePath } from '@/lib/inventory/vehicle-path'
import { paymentEstimate } from '@/lib/payments'
import { isPriceLocked } from '@/lib/vehicles/price-lock'
import { vehicleTitle } from '@/lib/vehicles/slug'
import type { Vehicle } from '@/payload-types'

import { ComparePayment } from './compare-payment.client'

type Car = { vin: string; state: 'available' | 'sold'; vehicle: Vehicle }

// Phones show the row headers and one car at a time, swiped column by column (scroll snap past the sticky
// first column); wider screens show every column. Print drops the scrolling and the stickiness.
const ROW_HEAD = 'sticky left-0 z-10 w-28 min-w-28 border-b border-line bg-white p-3 text-left align-top text-sm font-semibold text-ink-900 sm:w-44 print:static'
const CELL = 'min-w-[calc(100vw-10rem)] snap-start border-b border-line p-3 align-top sm:min-w-48 print:min-w-0'

function Marked({ differs, label, children }: { differs: boolean; label: string; children: ReactNode }) {
  return (
    <>
      {children}
      {differs && <span className="ml-1 inline-block rounded bg-amber-200 px-1 text-xs font-semibold text-ink-900">{label}</span>}
    </>
  )
}

function Best({ cell, label }: { cell: CompareCell; label: string }) {
  return cell.best ? <span className="ml-1 inline-block rounded bg-green-100 px-1 text-xs font-semibold text-green-900">{label}</span> : null
}

/**
 * The semantic compare table: a column per car (column headers), a row per fact or feature (row headers). On a
 * phone it scrolls sideways inside its region, which is `relative` so it also clips the cells' absolutely
 * positioned screen-reader texts (otherwise they hang past the region and widen the page).
 */
export function CompareTable({ cars, settings, locale = DEFAULT_LOCALE }: { cars: Car[]; settings: VehiclePageSettings; locale?: Locale }) {
  const hidden = cars.map(({ state, vehicle }) => state === 'sold' || isPriceLocked(settings.unlockPrice, vehicle.condition))
  const facts: CompareFacts[] = cars.map(({ vehicle }, index) => ({
    price: hidden[index] ? null : vehicle.price,
    monthly: hidden[index] ? null : (paymentEstimate(vehicle, {}, settings)?.monthly ?? null),
    mileage: vehicle.mileage ?? null,
    year: vehicle.year,
    drivetrain: vehicle.drivetrain ?? null,
    mpgCity: vehicle.mpgCity ?? null,
    mpgHighway: vehicle.mpgHighway ?? null,
    features: vehicle.features?.map((entry) => entry.feature) ?? [],
  }))
  const table = compareVehicles(facts)
  const differsLabel = t('inventory.compare.differs', locale)
  const bestLabel = t('inventory.compare.best', locale)
  const tint = (differs: boolean) => (differs ? 'bg-amber-50' : '')

  const factCell = (key: string, cell: CompareCell, index: number): ReactNode => {
    const { state, vehicle } = cars[index]
    if (key === 'price' && state === 'sold') return <span className="font-bold">{t('inventory.card.sold', locale)}</span>
    if (key === 'price' && hidden[index]) {
      return <LockedPrice vehicleId={vehicle.id} title={`${vehicle.year} ${vehicle.make} ${vehicle.model}`} fallbackHref="/contact-us" variant="card" />
    }
    if (key === 'monthly' && cell.text !== UNKNOWN) {
      return <ComparePayment vehicle={vehicle} standard={locale === 'es' ? cell.text.replace(/\/mo$/, '/mes') : cell.text} />
    }
    return cell.text
  }

  return (
    <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="relative snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-xl border border-line sm:scroll-pl-44 print:overflow-visible">
      <table className="w-full border-separate border-spacing-0">
        <caption id="compare-caption" className="p-3 text-left text-ink-700">
          {t(table.differences === 1 ? 'inventory.compare.captionOne' : 'inventory.compare.captionMany', locale)
            .replace('{count}', String(cars.length))
            .replace('{differences}', String(table.differences))}
        </caption>
        <thead>
          <tr>
            <td className={ROW_HEAD} />
            {cars.map(({ vin, state, vehicle }) => (
              <th key={vin} scope="col" className={`${CELL} text-left`}>
                <Link href={vehiclePath(vehicle)} className="font-bold text-brand-800 underline">
                  {vehicleTitle(vehicle)}
                </Link>
                {state === 'sold' && <span className="ml-1 rounded bg-ink-900 px-1.5 text-xs font-semibold text-white">{t('inventory.card.sold', locale)}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={ROW_HEAD}>{t('inventory.compare.photo', locale)}</th>
            {cars.map(({ vin, vehicle }) => (
              <td key={vin} className={CELL}>
                <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-surface">
                  <MediaImage media={vehicle.previewImage} size="card" alt="" sizes="(min-width: 640px) 25vw, 60vw" />
                </div>
              </td>
            ))}
          </tr>
          {table.facts.map((row) => (
            <tr key={row.key} data-differs={row.differs}>
              <th scope="row" className={`${ROW_HEAD} ${tint(row.differs)}`}>
                <Marked differs={row.differs} label={differsLabel}>
                  {t(`inventory.compare.rows.${row.key}`, locale)}
                </Marked>
              </th>
              {row.cells.map((cell, index) => (
                <td key={cars[index].vin} className={`${CELL} ${tint(row.differs)} ${cell.best ? 'font-bold' : ''}`}>
                  {factCell(row.key, cell, index)}
                  <Best cell={cell} label={bestLabel} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.features.length > 0 && (
          <tbody>
            <tr>
              <th scope="rowgroup" colSpan={cars.length + 1} className="border-b border-line bg-surface p-3 text-left font-bold text-ink-900">
                {t('inventory.compare.features', locale)}
              </th>
            </tr>
            {table.features.map((row) => (
              <tr key={row.feature} data-differs={row.differs}>
                <th scope="row" className={`${ROW_HEAD} font-normal ${tint(row.differs)}`}>
                  <Marked differs={row.differs} label={differsLabel}>
                    {row.feature}
                  </Marked>
                </th>
                {row.present.map((present, index) => (
                  <td key={cars[index].vin} className={`${CELL} ${tint(row.differs)} ${present ? 'text-ink-900' : 'text-ink-600'}`}>
                    {present ? t('inventory.compare.yes', locale) : t('inventory.compare.no', locale)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
        <tbody className="print:hidden">
          <tr>
            <th scope="row" className={ROW_HEAD}>{t('inventory.compare.keepOrRemove', locale)}</th>
            {cars.map(({ vin, vehicle }) => (
              <td key={vin} className={CELL}>
                <div className="flex flex-wrap items-center gap-2">
                  <FavoriteButton vin={vin} vehicleId={vehicle.id} name={vehicleTitle(vehicle)} variant="detail" />
                  {cars.length > 1 && (
                    <Link href={compareHref(cars.filter((car) => car.vin !== vin).map((car) => car.vin))} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
                      {t('inventory.compare.remove', locale)}
                      <span className="sr-only">{t('inventory.compare.removeOf', locale).replace('{title}', vehicleTitle(vehicle))}</span>
                    </Link>
                  )}
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
