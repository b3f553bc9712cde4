import { HoursList } from '@/components/contact/hours-list'
import { PhoneLink } from '@/components/header/phone-link'
import type { HoursInput } from '@/lib/settings/hours'

/** The service department's phone and weekly hours: plain HTML, the way to book without JavaScript. */
export function ServiceCallBlock({ phone, hours }: { phone: string | null; hours: readonly HoursInput[] }) {
  return (
    <section aria-labelledby="service-call-heading" className="self-start rounded-xl border border-line bg-surface p-5">
      <h2 id="service-call-heading" className="text-xl font-bold text-ink-900">
        Service hours
      </h2>
      {phone && (
        <div className="-ml-2 mt-2">
          <PhoneLink phone={phone} label="Call service" />
        </div>
      )}
      <div className="mt-3">
        <HoursList rows={hours} />
      </div>
    </section>
  )
}
