import { ButtonLink } from '@/components/content/button-link'
import { telHref } from '@/components/header/phone-link'
import type { StoreHours } from '@/lib/data/store-settings'
import { DISPLAY_TIME_ZONE, formatTimeZoneName } from '@/lib/format'

import { ServiceHours } from './service-hours.client'
import { serviceWeek } from './service-week'

type ServiceContactProps = { phone: string | null; hours: StoreHours; schedulePath: string | null }

/** The service page's aside: call button, online scheduling when switched on, and the week's hours. */
export function ServiceContact({ phone, hours, schedulePath }: ServiceContactProps) {
  const timeZone = hours.timezone || DISPLAY_TIME_ZONE
  return (
    <section aria-labelledby="service-hours-heading" className="self-start rounded-xl border border-line bg-surface p-5">
      <h2 id="service-hours-heading" className="text-xl font-bold text-ink-900">
        Service hours
      </h2>
      <p className="mt-1 text-sm text-ink-600">Hours are {formatTimeZoneName(new Date(0), timeZone, 'longGeneric')}.</p>
      <div className="mt-4 flex flex-col gap-3">
        {phone && (
          <ButtonLink href={telHref(phone)}>
            <span>
              Call service <span className="whitespace-nowrap">{phone}</span>
            </span>
          </ButtonLink>
        )}
        {schedulePath && (
          <ButtonLink href={schedulePath} variant="secondary">
            Schedule service online
          </ButtonLink>
        )}
      </div>
      <div className="mt-4">
        <ServiceHours days={serviceWeek(hours.serviceHours)} timeZone={timeZone} />
      </div>
    </section>
  )
}
