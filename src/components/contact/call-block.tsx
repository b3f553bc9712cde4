import { PhoneLink } from '@/components/header/phone-link'
import type { StoreContact, StoreHours } from '@/lib/data/store-settings'
import { timeZoneLabel } from '@/lib/format/localized-clock'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { HoursList } from './hours-list'

type CallBlockProps = { phones: StoreContact['phones']; hours: StoreHours; locale?: Locale }

/** Sales and service phone numbers with their weekly hours: plain HTML, so it works without JavaScript. */
export function CallBlock({ phones, hours, locale = DEFAULT_LOCALE }: CallBlockProps) {
  const departments = [
    { id: 'sales', name: t('content.contact.sales', locale), phone: phones.sales ?? phones.main, rows: hours.salesHours },
    { id: 'service', name: t('content.contact.service', locale), phone: phones.service, rows: hours.serviceHours },
  ]
  return (
    <section aria-labelledby="call-us-heading" className="self-start rounded-xl border border-line bg-surface p-5">
      <h2 id="call-us-heading" className="text-xl font-bold text-ink-900">
        {t('content.contact.callUs', locale)}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {fill(t('content.hours.zone', locale), { zone: timeZoneLabel(hours.timezone, locale) })}
      </p>
      <div className="mt-4 space-y-6">
        {departments.map((department) => (
          <section key={department.id} aria-labelledby={`call-${department.id}`}>
            <h3 id={`call-${department.id}`} className="font-semibold text-ink-900">
              {department.name}
            </h3>
            {department.phone && (
              <div className="-ml-2 mt-1">
                <PhoneLink phone={department.phone} label={fill(t('content.contact.callDepartment', locale), { department: department.name.toLowerCase() })} />
              </div>
            )}
            <div className="mt-2">
              <HoursList rows={department.rows} locale={locale} />
            </div>
          </section>
        ))}
      </div>
    </section>
  )
}
