'use client'

import { useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { CONTROL_CLASS, FieldShell } from '@/components/forms/field-shell'
import { SelectField } from '@/components/forms/select-field.client'
import { PhoneLink } from '@/components/header/phone-link'
import { formatCalendarDay, formatTimeOfDay, formatTimeZoneName } from '@/lib/format'
import type { TestDriveDay } from '@/lib/leads/test-drive-schedule'
import { groupByDayPart } from '@/lib/leads/time-of-day'
import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import type { ServicePlan } from './service-plan'

type SlotFieldsProps = {
  plan: ServicePlan
  days: TestDriveDay[]
  /** False until the browser has worked out the days (the page is cached; the clock is the browser's). */
  ready: boolean
  day: string
  onDayChange: (day: string) => void
}

/**
 * Where and when: the location (posted as selectedStore, which routes the lead), the day (a picker only) and the
 * start time (`start`, an ISO date-time with the location's offset), named in the location's time zone and grouped
 * under Morning, Afternoon and Evening there.
 */
export function ServiceSlotFields({ plan, days, ready, day, onDayChange }: SlotFieldsProps) {
  const tr = useTranslate()
  const locale = useLocale()
  const dayId = useId()
  const zoneId = useId()
  const { setValue } = useFormContext()
  const locationId = useWatch({ name: 'selectedStore' })
  const location = plan.locations.find((entry) => entry.id === locationId)
  const times = days.find((entry) => entry.day === day)?.times ?? []
  const zone = location?.service.timeZone ?? 'America/Chicago'
  const zoneName = times[0]
    ? `${formatTimeZoneName(times[0], zone, 'long', locale)} (${formatTimeZoneName(times[0], zone, 'short', locale)})`
    : ''

  return (
    <fieldset className="space-y-4" aria-describedby={zoneName ? zoneId : undefined}>
      <legend className="text-lg font-bold text-ink-900">{tr('forms.service.when')}</legend>
      {zoneName && (
        <p id={zoneId} className="text-sm text-ink-600">
          {location
            ? tr('forms.testDrive.timesZoneLocationLocation', { zone: zoneName, location: location.name })
            : tr('forms.testDrive.timesZone', { zone: zoneName })}
        </p>
      )}
      {ready && days.length === 0 && (
        <p className="rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
          {tr('forms.service.noAppointmentTimesOpen')}{' '}
          {plan.phone ? (
            <>
              {tr('forms.service.callUs')} <PhoneLink phone={plan.phone} label={tr('forms.service.callService')} />
            </>
          ) : (
            tr('forms.service.callUs2')
          )}
        </p>
      )}
      {plan.locations.length > 1 && (
        <SelectField
          name="selectedStore"
          label="Service location"
          placeholder="Choose a location"
          options={plan.locations.map(({ id, name }) => ({ value: id, label: name }))}
        />
      )}
      <FieldShell id={dayId} label="Day">
        <select
          id={dayId}
          value={day}
          onChange={(event) => {
            onDayChange(event.target.value)
            setValue('start', '')
          }}
          className={CONTROL_CLASS}
        >
          {days.length === 0 && <option value="">{tr('forms.service.noOpenDays')}</option>}
          {days.map((entry) => (
            <option key={entry.day} value={entry.day}>
              {formatCalendarDay(entry.day, 'long', locale)}
            </option>
          ))}
        </select>
      </FieldShell>
      <SelectField
        name="start"
        label="Time"
        placeholder="Choose a time"
        groups={groupByDayPart(times, zone).map(({ label, times: partTimes }) => ({
          label,
          options: partTimes.map((time) => ({ value: time, label: formatTimeOfDay(time, zone, locale) })),
        }))}
      />
    </fieldset>
  )
}
