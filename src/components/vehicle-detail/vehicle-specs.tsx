import { formatMileage } from '@/lib/format'
import type { Vehicle } from '@/payload-types'

const TRANSMISSION: Record<NonNullable<Vehicle['transmission']>, string> = { automatic: 'Automatic', manual: 'Manual' }
const FUEL: Record<NonNullable<Vehicle['fuelType']>, string> = {
  gasoline: 'Gasoline',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  'plug-in-hybrid': 'Plug-in hybrid',
  electric: 'Electric',
  'flex-fuel': 'Flex fuel',
}
const DRIVETRAIN: Record<NonNullable<Vehicle['drivetrain']>, string> = {
  fwd: 'Front-wheel drive (FWD)',
  rwd: 'Rear-wheel drive (RWD)',
  awd: 'All-wheel drive (AWD)',
  '4wd': 'Four-wheel drive (4WD)',
}

function mpg(vehicle: Vehicle): string | null {
  if (vehicle.mpgCity == null && vehicle.mpgHighway == null) return null
  return `${vehicle.mpgCity ?? '–'} city / ${vehicle.mpgHighway ?? '–'} highway`
}

/** The details table, key features, description and vehicle-history link of a detail page. */
export function VehicleSpecs({ vehicle }: { vehicle: Vehicle }) {
  const bodyStyle = typeof vehicle.bodyStyle === 'object' ? vehicle.bodyStyle?.name : null
  const rows: [string, string | number | null | undefined][] = [
    ['Year', vehicle.year],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Trim', vehicle.trim],
    ['Mileage', vehicle.mileage != null ? formatMileage(vehicle.mileage) : null],
    ['VIN', vehicle.vin],
    ['Stock number', vehicle.stockNumber],
    ['Body style', bodyStyle],
    ['Transmission', vehicle.transmission && TRANSMISSION[vehicle.transmission]],
    ['Drivetrain', vehicle.drivetrain && DRIVETRAIN[vehicle.drivetrain]],
    ['Engine', vehicle.engine],
    ['Fuel', vehicle.fuelType && FUEL[vehicle.fuelType]],
    ['Exterior color', vehicle.exteriorColor],
    ['Interior color', vehicle.interiorColor],
    ['MPG', mpg(vehicle)],
  ]
  const features = vehicle.features ?? []
  return (
    <div className="space-y-8">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading" className="mb-3 text-xl font-bold text-ink-900">
          Vehicle details
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
            Key features
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
            View the free vehicle history report<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
      <p className="text-xs text-ink-600">
        Prices exclude the fees and taxes listed with the payment estimate. Vehicle details and features come from the
        manufacturer and our inventory feed; please confirm them with us before purchase. Estimates are for illustration
        only and are not an offer of credit.
      </p>
    </div>
  )
}
