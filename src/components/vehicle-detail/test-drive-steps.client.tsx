'use client'

import { ChoiceChips } from '@/components/forms/choice-chips.client'
import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { PhoneLink } from '@/components/header/phone-link'
import { formatCalendarDay, formatTimeOfDay, formatTimeZoneName } from '@/lib/format'
import type { TestDriveDay } from '@/lib/leads/test-drive-schedule'
import { groupByDayPart } from '@/lib/leads/time-of-day'
import type { Locale } from '@/lib/i18n/locales'
import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import type { TestDrivePlan } from './test-drive-plan'

type Slot = { day: string; time: string }

/** 'Wednesday, June 5 at 10:30 AM CDT' ('miércoles, 5 de junio a las …'): a chosen slot in the location's zone. */
function slotText({ day, time }: Slot, timeZone: string, locale: Locale): string {
  const date = formatCalendarDay(day, 'long', locale)
  if (!time) return date
  const at = locale === 'es' ? 'a las' : 'at'
  return `${date} ${at} ${formatTimeOfDay(time, timeZone, locale)} ${formatTimeZoneName(time, timeZone, 'short', locale)}`
}

/** Step 1: the open days ahead. */
export function DayStep({ days }: { days: TestDriveDay[] }) {
  const locale = useLocale()
  const options = days.map(({ day }) => ({ value: day, label: formatCalendarDay(day, 'short', locale) }))
  return <ChoiceChips name="day" legend="Available days" options={options} />
}

/** Step 2: the start times of the chosen day under Morning, Afternoon and Evening, in the location's time zone, which the group names. */
export function TimeStep({ times, plan }: { times: string[]; plan: TestDrivePlan }) {
  const tr = useTranslate()
  const locale = useLocale()
  const zone = plan.sales.timeZone
  const groups = groupByDayPart(times, zone).map(({ label, times: partTimes }) => ({
    label,
    options: partTimes.map((time) => ({ value: time, label: formatTimeOfDay(time, zone, locale) })),
  }))
  const zoneName = times[0]
    ? `${formatTimeZoneName(times[0], zone, 'long', locale)} (${formatTimeZoneName(times[0], zone, 'short', locale)})`
    : ''
  const description = plan.locationName
    ? tr('forms.testDrive.timesZoneLocationLocation', { zone: zoneName, location: plan.locationName })
    : tr('forms.testDrive.timesZone', { zone: zoneName })
  return (
    <ChoiceChips name="time" legend="Available times" description={description} groups={groups} />
  )
}

type DetailsStepProps = {
  slot: Slot
  plan: TestDrivePlan
  pending: boolean
  formError: string | null
  onBack: () => void
}

/** Step 3: who is coming; the chosen slot is repeated above the fields. */
export function DetailsStep({ slot, plan, pending, formError, onBack }: DetailsStepProps) {
  const tr = useTranslate()
  const locale = useLocale()
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink-900">
        <span className="font-semibold">{slotText(slot, plan.sales.timeZone, locale)}</span>
        {plan.locationName && <span className="block text-ink-700">{plan.locationName}</span>}
      </p>
      <ContactFields />
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button type="button" onClick={onBack} className="min-h-11 rounded-lg border border-slate-500 px-4 font-semibold">
          {tr('forms.common.back')}
        </button>
        <SubmitButton pending={pending} pendingLabel="Scheduling…">
          Schedule test drive
        </SubmitButton>
      </div>
    </div>
  )
}

/** The end: what was booked, and a way out. */
export function Scheduled({ slot, plan, onDone }: { slot: Slot; plan: TestDrivePlan; onDone: () => void }) {
  const tr = useTranslate()
  const locale = useLocale()
  return (
    <div className="space-y-4">
      <p>
        {tr('forms.testDrive.askedTestDriveVehicle', { vehicle: plan.vehicleTitle })}{' '}
        <span className="font-semibold">{slotText(slot, plan.sales.timeZone, locale)}</span>
        {plan.locationName ? tr('forms.testDrive.locationLocation', { location: plan.locationName }) : ''}
        {tr('forms.testDrive.someoneFromTeamWill')}
      </p>
      <button type="button" onClick={onDone} className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {tr('forms.common.close')}
      </button>
    </div>
  )
}

/** No open day in the next two weeks (no hours set): call instead. */
export function NoTimes({ phone }: { phone: string | null }) {
  const tr = useTranslate()
  return (
    <p>
      {tr('forms.testDrive.onlineSchedulingNotAvailable')}{' '}
      {phone ? (
        <>
          {tr('forms.testDrive.callUsBookTest')} <PhoneLink phone={phone} label={tr('forms.testDrive.callSales')} />
        </>
      ) : (
        tr('forms.testDrive.callUsBookTestDrive')
      )}
    </p>
  )
}
