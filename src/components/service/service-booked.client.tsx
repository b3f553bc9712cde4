'use client'

import { useEffect, useRef } from 'react'

import { formatCalendarDay, formatTimeOfDay, formatTimeZoneName } from '@/lib/format'
import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** The request that was sent, repeated back. */
export type BookedAppointment = {
  kind: 'new' | 'reschedule'
  day: string
  start: string
  timeZone: string
  locationName: string | null
}

/** The end of the form: what was asked for; its heading takes focus so it is read at once. */
export function ServiceBooked({ booked, onAnother }: { booked: BookedAppointment; onAnother: () => void }) {
  const tr = useTranslate()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const locale = useLocale()
  const at = locale === 'es' ? 'a las' : 'at'
  const zone = formatTimeZoneName(booked.start, booked.timeZone, 'short', locale)
  const time = `${formatTimeOfDay(booked.start, booked.timeZone, locale)} ${zone}`
  const when = `${formatCalendarDay(booked.day, 'long', locale)} ${at} ${time}`
  return (
    <div className="space-y-4 rounded-xl bg-brand-50 p-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900 focus:outline-none">
        {booked.kind === 'reschedule' ? tr('forms.service.rescheduleRequested') : tr('forms.toasts.appointmentRequested')}
      </h2>
      <p>
        {tr('forms.service.askedService')} <span className="font-semibold">{when}</span>
        {booked.locationName ? tr('forms.testDrive.locationLocation', { location: booked.locationName }) : ''}
        {tr('forms.service.someoneFromServiceTeam')}
      </p>
      <button
        type="button"
        onClick={onAnother}
        className="min-h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-white"
      >
        {tr('forms.service.scheduleAnotherAppointment')}
      </button>
    </div>
  )
}
