import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import type { VehiclePageSettings } from '@/lib/data/vehicle-detail'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { salesHoursOf } from '@/lib/leads/intake/test-drive-slot'
import type { Vehicle } from '@/payload-types'

import { TestDriveLauncher } from './detail-islands.client'
import type { TestDrivePlan } from './test-drive-plan'

type VehiclePromptsProps = {
  vehicle: Vehicle
  settings: Pick<VehiclePageSettings, 'salesHours' | 'timezone' | 'phones'>
  locale?: Locale
}

/** What the test-drive dialog needs: the vehicle, its location and the sales hours there (rows without ids). */
function testDrivePlan(vehicle: Vehicle, settings: VehiclePromptsProps['settings']): TestDrivePlan {
  const location = typeof vehicle.location === 'object' ? vehicle.location : null
  const { hours, timeZone } = salesHoursOf(location, settings)
  return {
    vehicleId: vehicle.id,
    vehicleTitle: [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' '),
    locationName: location?.name ?? null,
    sales: { hours: hours.map(({ day, closed, open, close }) => ({ day, closed, open, close })), timeZone },
    phone: location?.phones?.sales || settings.phones?.sales || null,
  }
}

/** Pre-approval and test-drive prompts: a link to the financing form, and the test-drive scheduling dialog. */
export function VehiclePrompts({ vehicle, settings, locale = DEFAULT_LOCALE }: VehiclePromptsProps) {
  const query = encodeURIComponent(vehicle.vin)
  return (
    <div className="space-y-3">
      <div className="rounded-xl bg-brand-50 p-4">
        <h2 className="font-bold text-ink-900">{t('inventory.vdp.preapprovedTitle', locale)}</h2>
        <p className="mt-1 text-sm text-ink-700">{t('inventory.vdp.preapprovedText', locale)}</p>
        <Link
          href={`/auto-financing/apply-for-financing?vin=${query}`}
          className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('inventory.vdp.preapprovedCta', locale)}
        </Link>
      </div>
      <div className="rounded-xl border border-line p-4">
        <h2 className="font-bold text-ink-900">{t('inventory.vdp.testDriveTitle', locale)}</h2>
        <p className="mt-1 text-sm text-ink-700">{t('inventory.vdp.testDriveText', locale)}</p>
        <TestDriveLauncher plan={testDrivePlan(vehicle, settings)} fallbackHref={`/contact-us?vin=${query}&topic=test-drive`} />
      </div>
    </div>
  )
}
