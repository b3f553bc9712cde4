'use client'

import { useWatch } from 'react-hook-form'

import { ChoiceChips } from '@/components/forms/choice-chips.client'
import { CONTROL_CLASS, describedBy, FieldShell } from '@/components/forms/field-shell'
import { TextField } from '@/components/forms/text-field.client'
import { useField } from '@/components/forms/use-field.client'
import { checkVin, decodedVinText } from '@/lib/trade-in/wizard'
import { useTranslate } from '@/components/i18n/use-translate.client'

const INTENT_OPTIONS = [
  { value: 'sell', label: 'Sell it' },
  { value: 'trade', label: 'Trade it in' },
]
const IDENTIFY_OPTIONS = [
  { value: 'vin', label: 'By VIN' },
  { value: 'details', label: 'By year, make and model' },
]

/** The VIN input; while it decodes, a status line says what the VIN told us (read out as it changes). */
function VinField() {
  const tr = useTranslate()
  const { id, register, error } = useField('trade.vin')
  const vin = useWatch({ name: 'trade.vin' }) as string | undefined
  const check = vin ? checkVin(vin) : null
  return (
    <div>
      <FieldShell
        id={id}
        label="VIN"
        hint="The 17-character vehicle identification number on your registration, insurance card or the driver-side windshield plate."
        error={error}
      >
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
          className={CONTROL_CLASS}
          {...register('trade.vin')}
        />
      </FieldShell>
      <p role="status" className="mt-1 text-sm font-medium text-brand-800">
        {check?.ok ? tr.text(decodedVinText(check.decoded)) : ''}
      </p>
    </div>
  )
}

/** A field whose value the decoded VIN supplies: hidden while the VIN gives it, shown when it cannot. */
function useDecoded() {
  const identifyBy = useWatch({ name: 'identifyBy' }) as string
  const vin = useWatch({ name: 'trade.vin' }) as string | undefined
  const check = identifyBy === 'vin' && vin ? checkVin(vin) : null
  const decoded = check?.ok ? check.decoded : null
  return { identifyBy, decoded }
}

/**
 * Step 1: sell or trade, the car (by VIN, decoded to its year and make, or by year, make, model and trim) and its
 * mileage. The VIN's year and make are copied into the year and make fields when the visitor continues.
 */
export function VehicleStep() {
  const { identifyBy, decoded } = useDecoded()
  const byVin = identifyBy === 'vin'
  return (
    <div className="space-y-5">
      <ChoiceChips name="intent" legend="Do you want to sell your car or trade it in?" options={INTENT_OPTIONS} />
      <ChoiceChips
        name="identifyBy"
        legend="How would you like to tell us about your car?"
        options={IDENTIFY_OPTIONS}
      />
      {byVin && <VinField />}
      <div className="grid gap-4 sm:grid-cols-2">
        {!(byVin && decoded?.modelYear) && <TextField name="trade.year" label="Year" />}
        {!(byVin && decoded?.make) && <TextField name="trade.make" label="Make" />}
        <TextField name="trade.model" label="Model" />
        <OptionalTextField name="trade.trim" label="Trim (optional)" />
      </div>
      <TextField name="trade.mileage" label="Mileage" hint="The odometer reading in miles." />
    </div>
  )
}

/** A text input that may stay empty (the trim). */
function OptionalTextField({ name, label }: { name: string; label: string }) {
  const { id, register, error } = useField(name)
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={CONTROL_CLASS}
        {...register(name)}
      />
    </FieldShell>
  )
}
