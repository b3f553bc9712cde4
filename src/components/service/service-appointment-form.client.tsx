'use client'

import { useMemo, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { FormProvider } from '@/components/forms/form-provider.client'

import { FormAlert } from '@/components/forms/form-alert'
import { PhoneField } from '@/components/forms/phone-field.client'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextAreaField } from '@/components/forms/text-area-field.client'
import { TextField } from '@/components/forms/text-field.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { localDay } from '@/lib/format/wall-clock'
import { testDriveDays } from '@/lib/leads/test-drive-schedule'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { ServiceBooked, type BookedAppointment } from './service-booked.client'
import { ServiceChoices } from './service-choices.client'
import type { ServicePlan } from './service-plan'
import { ServiceSlotFields } from './service-slot-fields.client'
import { SERVICE_TOASTS } from './service-toasts'

const FIELDS = [
  'vehicle.year', 'vehicle.make', 'vehicle.model', 'repairLines', 'notes', 'selectedStore', 'start', 'appointmentId',
  'firstName', 'lastName', 'email', 'phone',
] as const

/**
 * The service appointment form (`POST /api/forms/service-appointment`, event SERVICE; start and end time, notes,
 * vehicle, repair order lines). An appointment number makes it a reschedule, otherwise it is new. Days and times are
 * the location's service hours from the browser's clock once hydrated (the test drive's schedule rule), so the cached
 * page holds nothing clock-dependent; until then the form is disabled.
 */
export function ServiceAppointmentForm({ plan, labelledBy }: { plan: ServicePlan; labelledBy: string }) {
  const tr = useTranslate()
  const hydrated = useHydrated()
  const toast = useToast()
  const [booked, setBooked] = useState<BookedAppointment | null>(null)
  const empty = {
    vehicle: { year: '', make: '', model: '' }, repairLines: [], notes: '', selectedStore: plan.defaultLocationId,
    start: '', appointmentId: '', firstName: '', lastName: '', email: '', phone: '',
  }
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'service-appointment',
    schema: () => import('@/lib/leads/schemas/service-appointment').then((schemas) => schemas.serviceAppointmentSchema),
    defaultValues: empty,
    fields: FIELDS,
    onCreated: (values) => {
      trackConversion('Schedule')
      const location = plan.locations.find((entry) => entry.id === values.selectedStore)
      const timeZone = location?.service.timeZone ?? 'America/Chicago'
      setBooked({
        kind: values.appointmentId?.trim() ? 'reschedule' : 'new',
        day: localDay(new Date(values.start), timeZone),
        start: values.start,
        timeZone,
        locationName: location?.name ?? null,
      })
      methods.reset(empty)
      toast.show({ ...SERVICE_TOASTS.requested, group: 'service' })
    },
    onFailed: (reason) => {
      if (reason !== 'invalid') toast.show({ ...SERVICE_TOASTS.error, group: 'service' })
    },
  })
  const locationId = useWatch({ control: methods.control, name: 'selectedStore' })
  const reschedule = Boolean(useWatch({ control: methods.control, name: 'appointmentId' })?.trim())
  const service = plan.locations.find((entry) => entry.id === locationId)?.service
  const days = useMemo(() => (hydrated && service ? testDriveDays(service, new Date()) : []), [hydrated, service])
  const [chosenDay, setChosenDay] = useState('')
  const day = days.some((entry) => entry.day === chosenDay) ? chosenDay : (days[0]?.day ?? '')

  if (booked) return <ServiceBooked booked={booked} onAnother={() => setBooked(null)} />
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
        <fieldset disabled={!hydrated} className="space-y-6">
          <fieldset className="space-y-4">
            <legend className="text-lg font-bold text-ink-900">{tr('forms.service.vehicle')}</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="vehicle.year" label="Year" inputMode="numeric" />
              <TextField name="vehicle.make" label="Make" />
              <TextField name="vehicle.model" label="Model" />
            </div>
            <ServiceChoices />
            <TextAreaField name="notes" label="Anything else we should know? (optional)" rows={3} required={false} />
          </fieldset>
          <ServiceSlotFields plan={plan} days={days} ready={hydrated} day={day} onDayChange={setChosenDay} />
          <TextField
            name="appointmentId"
            label="Appointment number (to reschedule)"
            hint="Leave empty for a new appointment."
            required={false}
          />
          <fieldset className="space-y-4">
            <legend className="text-lg font-bold text-ink-900">{tr('forms.service.about')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </div>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <PhoneField name="phone" />
          </fieldset>
          <FormAlert message={formError} />
          <SubmitButton pending={pending}>{reschedule ? tr('forms.service.requestReschedule') : tr('forms.service.requestAppointment')}</SubmitButton>
        </fieldset>
      </form>
    </FormProvider>
  )
}
