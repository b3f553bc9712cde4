'use client'

import { useTranslate } from '@/components/i18n/use-translate.client'

import { CONTROL_CLASS, describedBy, FieldShell } from './field-shell'
import { useField } from './use-field.client'

type Option = { value: string; label: string }

type SelectFieldProps = {
  name: string
  label: string
  /** The empty first option, e.g. 'Choose a topic'. */
  placeholder: string
  /** False for an optional question: no aria-required. */
  required?: boolean
} & (
  | { options: readonly Option[]; groups?: never }
  /** The options under labelled groups (optgroup), e.g. Morning, Afternoon, Evening. */
  | { groups: readonly { label: string; options: readonly Option[] }[]; options?: never }
)

/** A labelled native select bound to the surrounding react-hook-form; the empty option counts as unanswered. */
export function SelectField({ name, label, options, groups, placeholder, required = true }: SelectFieldProps) {
  const { id, register, error } = useField(name)
  const tr = useTranslate()
  const choices = (list: readonly Option[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {tr.text(option.label)}
      </option>
    ))
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        className={CONTROL_CLASS}
        {...register(name)}
      >
        <option value="">{tr.text(placeholder)}</option>
        {groups
          ? groups.map((group) => (
              <optgroup key={group.label} label={tr.text(group.label)}>
                {choices(group.options)}
              </optgroup>
            ))
          : choices(options ?? [])}
      </select>
    </FieldShell>
  )
}
