'use client'

import type { ReactNode } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'

import { describedBy } from './field-shell'
import { useField } from './use-field.client'

type Option = { value: string; label: string }

type ChoiceChipsProps = {
  name: string
  legend: string
  /** Read with the group, e.g. the time zone of the times. */
  description?: ReactNode
} & (
  | { options: readonly Option[]; groups?: never }
  /** The choices under headings (e.g. Morning, Afternoon, Evening), each a labelled group of its own. */
  | { groups: readonly { label: string; options: readonly Option[] }[]; options?: never }
)

/**
 * A radio group drawn as a grid of chips (days, times) and bound to the surrounding react-hook-form by name.
 * Native radios: Tab enters the group, the arrow keys choose; the error is part of the group's description.
 */
export function ChoiceChips({ name, legend, description, options, groups }: ChoiceChipsProps) {
  const { id, register, error } = useField(name)
  const tr = useTranslate()
  const chips = (choices: readonly Option[]) => (
    <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
      {choices.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-500 px-2 py-2 text-center text-sm font-semibold text-ink-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
        >
          <input type="radio" value={option.value} className="sr-only" {...register(name)} />
          {tr.text(option.label)}
        </label>
      ))}
    </div>
  )
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { hint: Boolean(description), error })}
    >
      <legend id={`${id}-legend`} className="text-base font-semibold text-ink-900">
        {tr.text(legend)}
      </legend>
      {description && (
        <div id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {typeof description === 'string' ? tr.text(description) : description}
        </div>
      )}
      {groups
        ? groups.map((group) => (
            <fieldset key={group.label} className="mt-4">
              <legend className="text-sm font-semibold text-ink-700">{tr.text(group.label)}</legend>
              {chips(group.options)}
            </fieldset>
          ))
        : chips(options ?? [])}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
