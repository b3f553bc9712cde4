import { formatMileage } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { en } from '@/lib/i18n/en'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { bodyStyleLabel } from '@/lib/inventory/listing-labels'
import type { Vehicle } from '@/payload-types'

type SpecKey = Exclude<keyof typeof en.inventory.specs, 'mpgValue'>

function mpg(vehicle: Vehicle, locale: Locale): string | null {
  if (vehicle.mpgCity == null && vehicle.mpgHighway == null) return null
  return t('inventory.specs.mpgValue', locale)
    .replace('{city}', String(vehicle.mpgCity ?? '–'))
    .replace('{highway}', String(vehicle.mpgHighway ?? '–'))
}

/** The body style's name: the collection's on the English site, the site's own Spanish name under /es. */
function bodyStyleName(vehicle: Vehicle, locale: Locale): string | null {
  if (typeof vehicle.bodyStyle !== 'object' || !vehicle.bodyStyle) return null
  return locale === DEFAULT_LOCALE ? vehicle.bodyStyle.name : bodyStyleLabel(vehicle.bodyStyle.value, locale)
}

/** The details table, key features, description and vehicle-history link of a detail page. */
export function VehicleSpecs({ vehicle, locale = DEFAULT_LOCALE }: { vehicle: Vehicle; locale?: Locale }) {
  const label = (key: SpecKey) => t(`inventory.specs.${key}`, locale)
  const rows: [string, string | number | null | undefined][] = [
    [label('year'), vehicle.year],
    [label('make'), vehicle.make],
    [label('model'), vehicle.model],
    [label('trim'), vehicle.trim],
    [label('mileage'), vehicle.mileage != null ? formatMileage(vehicle.mileage) : null],
    [label('vin'), vehicle.vin],
    [label('stockNumber'), vehicle.stockNumber],
    [label('bodyStyle'), bodyStyleName(vehicle, locale)],
    [label('transmission'), vehicle.transmission && t(`inventory.transmission.${vehicle.transmission}`, locale)],
    [label('drivetrain'), vehicle.drivetrain && t(`inventory.drivetrain.${vehicle.drivetrain}`, locale)],
    [label('engine'), vehicle.engine],
    [label('fuel'), vehicle.fuelType && t(`inventory.fuel.${vehicle.fuelType}`, locale)],
    [label('exteriorColor'), vehicle.exteriorColor],
    [label('interiorColor'), vehicle.interiorColor],
    [label('mpg'), mpg(vehicle, locale)],
  ]
  const features = vehicle.features ?? []
  return (
    <div className="space-y-8">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="mb-3 text-xl font-bold text-ink-900">
          {t('inventory.vdp.details', locale)}
        </h2>
        <table className="w-full text-sm">
          <tbody>
            {rows
              .filter((row): row is [string, string | number] => row[1] != null && row[1] !== '')
              .map(([label, value]) => (
                <tr key={label} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-ink-700">
                    {label}
                  </th>
                  <td className="py-2 font-semibold text-ink-900">{value}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
      {features.length > 0 && (
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="mb-3 text-xl font-bold text-ink-900">
            {t('inventory.vdp.keyFeatures', locale)}
          </h2>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-ink-900 sm:grid-cols-2">
            {features.map((item) => (
              <li key={item.id ?? item.feature}>{item.feature}</li>
            ))}
          </ul>
        </section>
      )}
      {vehicle.description && <p className="text-ink-700">{vehicle.description}</p>}
      {vehicle.historyReportUrl && (
        <p>
          <a
            href={vehicle.historyReportUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            {t('inventory.vdp.history', locale)}
            <span className="sr-only"> {t('site.newTab', locale)}</span>
          </a>
        </p>
      )}
      <p className="text-xs text-ink-600">{t('inventory.vdp.disclaimer', locale)}</p>
    </div>
  )
}
