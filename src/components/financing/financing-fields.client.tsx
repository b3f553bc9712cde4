'use client'

import { PhoneField } from '@/components/forms/phone-field.client'
import { SelectField } from '@/components/forms/select-field.client'
import { TextField } from '@/components/forms/text-field.client'
import { CREDIT_SCORE_LABELS } from '@/lib/settings/defaults'
import { useTranslate } from '@/components/i18n/use-translate.client'

const CREDIT_SCORE_OPTIONS = CREDIT_SCORE_LABELS.map((label) => ({ value: label, label }))

/** Name, email and (unless it was verified by SMS and is shown by the caller) the phone. */
export function ApplicantFields({ withPhone }: { withPhone: boolean }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      {withPhone && <PhoneField name="phone" />}
    </>
  )
}

/** The optional home address: kept only when street, city, state and ZIP are all given. */
export function HomeAddressFields() {
  const tr = useTranslate()
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink-900">{tr('finance.financing.homeAddressOptional')}</legend>
      <TextField name="homeAddress.address" label="Street address" autoComplete="address-line1" required={false} />
      <TextField name="homeAddress.apartment" label="Apartment or unit" autoComplete="address-line2" required={false} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField name="homeAddress.city" label="City" autoComplete="address-level2" required={false} />
        <TextField name="homeAddress.state" label="State" autoComplete="address-level1" required={false} />
        <TextField
          name="homeAddress.zipCode"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          required={false}
        />
      </div>
    </fieldset>
  )
}

/** Down payment, income and the visitor's own credit-score estimate, all optional. */
export function BudgetFields() {
  const tr = useTranslate()
  return (
    <fieldset className="space-y-4 rounded-lg border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink-900">{tr('finance.financing.budgetOptional')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="downPayment" label="Down payment ($)" inputMode="decimal" required={false} />
        <TextField name="monthlyIncome" label="Monthly income before taxes ($)" inputMode="decimal" required={false} />
      </div>
      <SelectField
        name="creditScore"
        label="Credit score estimate"
        options={CREDIT_SCORE_OPTIONS}
        placeholder="Choose one"
        required={false}
      />
    </fieldset>
  )
}
