'use client'

import { useEffect, useState } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { FINANCING_MESSAGES as M } from '@/lib/financing/messages'
import type { FinancingVehicle } from '@/lib/financing/vehicle'
import { formatPhone } from '@/lib/phone'
import type { FinancingVariant } from '@/lib/leads/schemas/apply-financing'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { ApplicantFields, BudgetFields, HomeAddressFields } from './financing-fields.client'
import { FINANCING_TOASTS } from './financing-toasts'

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  homeAddress: { address: '', apartment: '', city: '', state: '', zipCode: '' },
  downPayment: '',
  monthlyIncome: '',
  creditScore: '' as const,
}
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'homeAddress.address',
  'homeAddress.apartment',
  'homeAddress.city',
  'homeAddress.state',
  'homeAddress.zipCode',
  'downPayment',
  'monthlyIncome',
  'creditScore',
] as const

type FinancingFormProps = {
  variant: FinancingVariant
  submitLabel: string
  labelledBy: string
  vehicle: FinancingVehicle | null
  /**
   * The credit-score page: the phone verified by SMS code (the form posts it and shows it read-only), or null
   * while it is not (the form cannot be sent).
   */
  verifiedPhone?: string | null
  /** The server no longer accepts the verification (403 under `phone`): the page asks for a new code. */
  onPhoneRejected?: (message: string) => void
}

/**
 * The pre-approval form (`POST /api/forms/apply-financing`, event APPLY_FINANCING) of both financing pages. The
 * values stay after sending: sending the same application again is answered 200 "unchanged" without sending,
 * and the visitor is told it is already on file.
 */
export function FinancingForm(props: FinancingFormProps) {
  const tr = useTranslate()
  const { variant, submitLabel, labelledBy, vehicle, verifiedPhone, onPhoneRejected } = props
  const verifying = verifiedPhone !== undefined
  const hydrated = useHydrated()
  const toast = useToast()
  const [outcome, setOutcome] = useState<'received' | 'onFile' | null>(null)
  const context: Record<string, string> = vehicle ? { variant, vehicleId: vehicle.id } : { variant }
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'apply-financing',
    schema: () => import('@/lib/leads/schemas/apply-financing').then((schemas) => schemas.applyFinancingSchema),
    defaultValues: { ...EMPTY, phone: verifiedPhone ?? '' },
    fields: verifying ? FIELDS.filter((name) => name !== 'phone') : FIELDS,
    context,
    onCreated: (_values, { unchanged }) => {
      if (!unchanged) trackConversion('InstantScreen')
      setOutcome(unchanged ? 'onFile' : 'received')
      toast.show({ ...(unchanged ? FINANCING_TOASTS.onFile : FINANCING_TOASTS.received), group: 'financing' })
    },
    onFailed: (reason, errors) => {
      setOutcome(null)
      if (reason === 'refused' && errors.phone && onPhoneRejected) onPhoneRejected(errors.phone)
      if (reason !== 'invalid') toast.show({ ...FINANCING_TOASTS.error, group: 'financing' })
    },
  })
  // The verified number is the one posted; it is not a field the visitor edits here.
  useEffect(() => {
    if (verifying) methods.setValue('phone', verifiedPhone ?? '')
  }, [methods, verifying, verifiedPhone])

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
        <fieldset disabled={!hydrated || verifiedPhone === null} className="space-y-5">
          <p className="text-sm text-ink-600">
            {tr('finance.financing.nameEmailPhoneRequired')}
          </p>
          {vehicle && (
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink-900">
              {tr('finance.financing.vehicle')} <span className="font-semibold">{vehicle.title}</span>
            </p>
          )}
          <ApplicantFields withPhone={!verifying} />
          {verifiedPhone && (
            <p className="text-sm text-ink-900">
              {tr('finance.financing.verifiedPhone')} <span className="font-semibold">{formatPhone(verifiedPhone, 'input')}</span>
            </p>
          )}
          <HomeAddressFields />
          <BudgetFields />
          <FormAlert message={formError} />
          {outcome && (
            <div className="rounded-lg border border-green-700 bg-green-50 p-3 text-sm text-ink-900">
              <p className="font-semibold">{tr.text(outcome === 'received' ? M.receivedTitle : M.onFileTitle)}</p>
              <p>{tr.text(outcome === 'received' ? M.received : M.onFile)}</p>
            </div>
          )}
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        </fieldset>
      </form>
    </FormProvider>
  )
}
