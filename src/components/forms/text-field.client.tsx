'use client'

import type { HTMLAttributes, HTMLInputAutoCompleteAttribute, ReactNode } from 'react'

import { CONTROL_CLASS, describedBy, FieldShell } from './field-shell'
import { useField } from './use-field.client'

type TextFieldProps = {
  name: string
  label: string
  type?: 'text' | 'email'
  autoComplete?: HTMLInputAutoCompleteAttribute
  hint?: ReactNode
  /** False for an optional field: no aria-required. */
  required?: boolean
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
}

/** A labelled text or email input bound to the surrounding react-hook-form by name. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  required = true,
  inputMode,
}: TextFieldProps) {
  const { id, register, error } = useField(name)
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={type === 'email' ? false : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        className={CONTROL_CLASS}
        {...register(name)}
      />
    </FieldShell>
  )
}
