'use client'

import { CONTROL_CLASS, describedBy, FieldShell } from './field-shell'
import { useField } from './use-field.client'

type TextAreaFieldProps = {
  name: string
  label: string
  rows?: number
  /** False for an optional field: no aria-required. */
  required?: boolean
}

/** A labelled multi-line text field bound to the surrounding react-hook-form by name. */
export function TextAreaField({ name, label, rows = 5, required = true }: TextAreaFieldProps) {
  const { id, register, error } = useField(name)
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={CONTROL_CLASS}
        {...register(name)}
      />
    </FieldShell>
  )
}
