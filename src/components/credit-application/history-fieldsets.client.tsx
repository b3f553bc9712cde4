'use client'

import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'

import { needsPreviousEntry } from '@/lib/credit-application/history'
import { useTranslate } from '@/components/i18n/use-translate.client'

type HistoryFieldsetsProps = {
  /** The list's path, e.g. 'residence' or 'coBorrower.employment'. */
  list: string
  /** The keys of the time spent at the current entry. */
  duration: { years: string; months: string }
  legends: { current: string; previous: string }
  /** Why the previous entry is asked for, said when it appears. */
  reason: string
  /** The fields of one entry at its path, e.g. 'residence.0'. */
  entry: (path: string, current: boolean) => ReactNode
}

/**
 * The current entry of a history and, while the time spent there is under PREVIOUS_HISTORY_MONTHS, the previous
 * one. The status line announces the new fieldset to screen readers when it appears.
 */
export function HistoryFieldsets({ list, duration, legends, reason, entry }: HistoryFieldsetsProps) {
  const tr = useTranslate()
  const [years, months] = useWatch({ name: [`${list}.0.${duration.years}`, `${list}.0.${duration.months}`] })
  const previous = needsPreviousEntry(years, months)
  return (
    <div className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-ink-900">{tr.text(legends.current)}</legend>
        {entry(`${list}.0`, true)}
      </fieldset>
      <p role="status" className={previous ? 'rounded-lg bg-brand-50 p-3 text-sm text-ink-900' : undefined}>
        {previous ? reason : ''}
      </p>
      {previous && (
        <fieldset className="space-y-4">
          <legend className="text-lg font-bold text-ink-900">{tr.text(legends.previous)}</legend>
          {entry(`${list}.1`, false)}
        </fieldset>
      )}
    </div>
  )
}
