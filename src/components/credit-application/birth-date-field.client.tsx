'use client'

import { CONTROL_CLASS, describedBy, FieldShell } from '@/components/forms/field-shell'
import { useField } from '@/components/forms/use-field.client'

/** A date of birth in the browser's date input, whose value is the yyyy-mm-dd the schema reads. */
export function BirthDateField({ name, autoComplete }: { name: string; autoComplete: 'bday' | 'off' }) {
  const { id, register, error } = useField(name)
  return (
    <FieldShell id={id} label="Date of birth" error={error}>
      <input
        id={id}
        type="date"
        min="1900-01-01"
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={CONTROL_CLASS}
        {...register(name)}
      />
    </FieldShell>
  )
}
