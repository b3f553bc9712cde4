'use client'

import { useState } from 'react'

import { CONTROL_CLASS, describedBy, FieldShell } from '@/components/forms/field-shell'
import { useField } from '@/components/forms/use-field.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

/**
 * A social security number typed into a password-style input, so it is not shown on screen (or to someone
 * looking over a shoulder) unless the visitor asks; autocomplete off keeps it out of the browser's form history.
 */
export function SsnField({ name }: { name: string }) {
  const tr = useTranslate()
  const { id, register, error } = useField(name)
  const [shown, setShown] = useState(false)
  return (
    <FieldShell
      id={id}
      label="Social security number"
      hint="9 digits, for example 123-45-6789. Hidden while you type; stored encrypted."
      error={error}
    >
      <div className="flex gap-2">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          inputMode="numeric"
          spellCheck={false}
          maxLength={11}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
          className={`${CONTROL_CLASS} min-w-0 flex-1`}
          {...register(name)}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
          className="min-h-11 shrink-0 rounded-lg border border-slate-500 px-3 text-sm font-semibold text-ink-900 aria-pressed:bg-brand-50"
        >
          {tr('finance.creditApplication.showSsn')}
        </button>
      </div>
    </FieldShell>
  )
}
