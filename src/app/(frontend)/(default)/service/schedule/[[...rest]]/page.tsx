import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PhoneLink } from '@/components/header/phone-link'
import { ServiceAppointmentForm } from '@/components/service/service-appointment-form.client'
import { ServiceCallBlock } from '@/components/service/service-call-block'
import { requirePageEnabled } from '@/lib/data/page-toggles'
import { getServiceSchedulePage } from '@/lib/data/service-schedule'
import { languageAlternates } from '@/lib/i18n/alternates'

/** Allowed to block: rendered in document order from cached readers. */
export const instant = false

const PATH = '/service/schedule'
const BUILD_PROBE = '__build-probe'

type ScheduleRouteProps = { params: Promise<{ rest?: string[] }> }

/**
 * Only a probe is built (a 404 read from nothing). The optional catch-all makes /service/schedule an ISR entry
 * rendered whole on first visit, like the listing routes, so the page table's notFound() is a real 404 (in a
 * plain dynamic route it would stream with status 200). Deeper paths are unknown pages.
 */
export function generateStaticParams(): { rest: string[] }[] {
  return [{ rest: [BUILD_PROBE] }]
}

async function requireSchedulePage({ params }: ScheduleRouteProps) {
  if ((await params).rest?.length) notFound()
  await requirePageEnabled(PATH)
  return getServiceSchedulePage()
}

/** Title, description and canonical link of /service/schedule. */
export async function generateMetadata(props: ScheduleRouteProps): Promise<Metadata> {
  const { store } = await requireSchedulePage(props)
  return {
    title: store.name ? `Schedule service | ${store.name}` : 'Schedule service',
    description: `Book a service appointment${store.name ? ` at ${store.name}` : ''}, or reschedule one: pick a location, day and time within our service hours.`,
    alternates: languageAlternates(PATH),
  }
}

/** /service/schedule (off by default in the page table): the service appointment form and the service hours. */
export default async function ServiceSchedulePage(props: ScheduleRouteProps) {
  const { store, serviceHours, locations } = await requireSchedulePage(props)
  const phone = store.phones.service ?? store.phones.main
  const current = locations.find((location) => location.currentLocation) ?? locations[0]
  const plan = { locations, defaultLocationId: current?.id ?? '', phone }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">Schedule service</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Tell us about your vehicle and pick a time that suits you. Rescheduling? Enter your appointment number and
        choose the new time.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="appointment-heading" className="max-w-2xl">
          <h2 id="appointment-heading" className="sr-only">
            Service appointment
          </h2>
          <noscript>
            <p className="mb-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
              The scheduling form needs JavaScript. Please call us to book
              {phone && (
                <>
                  {': '}
                  <PhoneLink phone={phone} label="Call service" />
                </>
              )}
              .
            </p>
          </noscript>
          <ServiceAppointmentForm plan={plan} labelledBy="appointment-heading" />
        </section>
        <ServiceCallBlock phone={phone} hours={serviceHours} />
      </div>
    </div>
  )
}
