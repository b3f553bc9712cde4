'use client'

import { useId } from 'react'

import { CONTROL_CLASS } from '@/components/forms/field-shell'
import { formatPrice } from '@/lib/format'
import type { SliderBounds } from '@/lib/settings/defaults'

type AmountFieldProps = {
  label: string
  value: number | null
  bounds: Pick<SliderBounds, 'min' | 'max' | 'step'>
  error: string | null
  onChange: (value: number | null) => void
}

/** A dollar amount held to a calculator slider: the limits are said in the hint and enforced by the wizard. */
export function AmountField({ label, value, bounds, error, onChange }: AmountFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      <p id={hintId} className="text-sm text-ink-700">
        From {formatPrice(bounds.min)} to {formatPrice(bounds.max)}, in steps of {formatPrice(bounds.step)}.
      </p>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value ?? ''}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        className={CONTROL_CLASS}
      />
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

type ChoiceFieldProps<T extends string> = {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T | null
  error: string | null
  onChange: (value: T) => void
}

/** A required radio group with its error tied to the group. */
export function ChoiceField<T extends string>({ legend, name, options, value, error, onChange }: ChoiceFieldProps<T>) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-2 font-semibold text-ink-900">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
            className="size-5 accent-brand-700"
          />
          <span className="text-ink-900">{option.label}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
