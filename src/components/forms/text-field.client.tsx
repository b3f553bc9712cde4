'use client'

import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react'

import { CONTROL_CLASS, describedBy, FieldShell } from './field-shell'
import { useField } from './use-field.client'

type TextFieldProps = {
  name: string
  label: string
  type?: 'text' | 'email'
  autoComplete?: HTMLInputAutoCompleteAttribute
  hint?: ReactNode
}

/** A labelled text or email input bound to the surrounding react-hook-form by name. */
export function TextField({ name, label, type = 'text', autoComplete, hint }: TextFieldProps) {
  const { id, register, error } = useField(name)
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        spellCheck={type === 'email' ? false : undefined}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        className={CONTROL_CLASS}
        {...register(name)}
      />
    </FieldShell>
  )
}
