'use client'

import { useController } from 'react-hook-form'

import { SERVICE_CHOICES } from './service-lines'
import { useTranslate } from '@/components/i18n/use-translate.client'

type RepairLine = { name: string; opCode?: string; notes?: string }

/**
 * 'What does your vehicle need?': native checkboxes kept in the form as the schema's repairLines (one line per
 * ticked job), so the post needs no reshaping. Optional: a visitor may describe the need in the notes instead.
 */
export function ServiceChoices() {
  const tr = useTranslate()
  const { field } = useController({ name: 'repairLines' })
  const lines: RepairLine[] = Array.isArray(field.value) ? field.value : []
  const ticked = new Set(lines.map((line) => line.name))
  const toggle = (name: string, checked: boolean) =>
    field.onChange(
      checked ? [...lines, { name }] : lines.filter((line) => line.name !== name),
    )

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">{tr('forms.service.whatDoesVehicleNeed')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {SERVICE_CHOICES.map((name) => (
          <label key={name} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-500 px-3">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={ticked.has(name)}
              onChange={(event) => toggle(name, event.target.checked)}
              onBlur={field.onBlur}
            />
            <span className="text-sm text-ink-900">{tr.text(name)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
