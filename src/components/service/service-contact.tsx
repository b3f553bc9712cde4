import { ButtonLink } from '@/components/content/button-link'
import { telHref } from '@/lib/phone/tel'
import type { StoreHours } from '@/lib/data/store-settings'
import { DISPLAY_TIME_ZONE } from '@/lib/format'
import { timeZoneLabel } from '@/lib/format/localized-clock'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { ServiceHours } from './service-hours.client'
import { serviceWeek } from './service-week'

type ServiceContactProps = { phone: string | null; hours: StoreHours; schedulePath: string | null; locale?: Locale }

/** The service page's aside: call button, online scheduling when switched on, and the week's hours. */
export function ServiceContact({ phone, hours, schedulePath, locale = DEFAULT_LOCALE }: ServiceContactProps) {
  const timeZone = hours.timezone || DISPLAY_TIME_ZONE
  return (
    <section aria-labelledby="service-hours-heading" className="self-start rounded-xl border border-line bg-surface p-5">
      <h2 id="service-hours-heading" className="text-xl font-bold text-ink-900">
        {t('content.hours.service', locale)}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{fill(t('content.hours.zone', locale), { zone: timeZoneLabel(timeZone, locale) })}</p>
      <div className="mt-4 flex flex-col gap-3">
        {phone && (
          <ButtonLink href={telHref(phone)}>
            <span>
              {t('content.hours.callService', locale)} <span className="whitespace-nowrap">{phone}</span>
            </span>
          </ButtonLink>
        )}
        {schedulePath && (
          <ButtonLink href={schedulePath} variant="secondary">
            {t('content.hours.schedule', locale)}
          </ButtonLink>
        )}
      </div>
      <div className="mt-4">
        <ServiceHours days={serviceWeek(hours.serviceHours, locale)} timeZone={timeZone} todayLabel={t('content.hours.today', locale)} />
      </div>
    </section>
  )
}
