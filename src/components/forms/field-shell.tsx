import type { ReactNode } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'

/** The ids a control points its aria-describedby at: its description (hint, disclaimer) and its error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string }): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

/** The look of every text control: 44 px tall, a border of 3:1 contrast, red while invalid. */
export const CONTROL_CLASS =
  'block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 disabled:bg-surface'

type FieldShellProps = {
  id: string
  label: string
  /** Shown under the control and read as its description. */
  hint?: ReactNode
  error?: string
  children: ReactNode
}

/**
 * A labelled control with its description and error text; an English label or text hint is shown in the page's
 * language (only client fields render it, so the hook runs in the browser's tree). The control itself sets aria-describedby (see
 * describedBy) and aria-invalid; the error is plain text it points at, read whenever the control gets focus.
 */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  const tr = useTranslate()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {tr.text(label)}
      </label>
      <div className="mt-1">{children}</div>
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-xs leading-5 text-ink-600">
          {typeof hint === 'string' ? tr.text(hint) : hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
