import { PhoneLink } from '@/components/header/phone-link'
import type { StoreContact, StoreHours } from '@/lib/data/store-settings'
import { formatTimeZoneName } from '@/lib/format'

import { HoursList } from './hours-list'

type CallBlockProps = { phones: StoreContact['phones']; hours: StoreHours }

/** Sales and service phone numbers with their weekly hours: plain HTML, so it works without JavaScript. */
export function CallBlock({ phones, hours }: CallBlockProps) {
  const departments = [
    { name: 'Sales', phone: phones.sales ?? phones.main, rows: hours.salesHours },
    { name: 'Service', phone: phones.service, rows: hours.serviceHours },
  ]
  return (
    <section aria-labelledby="call-us-heading" className="self-start rounded-xl border border-line bg-surface p-5">
      <h2 id="call-us-heading" className="text-xl font-bold text-ink-900">
        Call us
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Hours are {formatTimeZoneName(new Date(0), hours.timezone, 'longGeneric')}.
      </p>
      <div className="mt-4 space-y-6">
        {departments.map((department) => (
          <section key={department.name} aria-labelledby={`call-${department.name.toLowerCase()}`}>
            <h3 id={`call-${department.name.toLowerCase()}`} className="font-semibold text-ink-900">
              {department.name}
            </h3>
            {department.phone && (
              <div className="-ml-2 mt-1">
                <PhoneLink phone={department.phone} label={`Call ${department.name.toLowerCase()}`} />
              </div>
            )}
            <div className="mt-2">
              <HoursList rows={department.rows} />
            </div>
          </section>
        ))}
      </div>
    </section>
  )
}
