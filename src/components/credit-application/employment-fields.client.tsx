'use client'

import { SelectField } from '@/components/forms/select-field.client'
import { TextField } from '@/components/forms/text-field.client'
import { PREVIOUS_HISTORY_YEARS } from '@/lib/credit-application/history'
import { INCOME_TYPE_LABELS } from '@/lib/credit-application/page'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { HistoryFieldsets } from './history-fieldsets.client'
import type { BorrowerPrefix } from './identity-fields.client'

const INCOME_OPTIONS = Object.entries(INCOME_TYPE_LABELS).map(([value, label]) => ({ value, label }))

/** One job: employer, title, income, and how long. */
function EmploymentEntry({ path, autofill }: { path: string; autofill: boolean }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name={`${path}.employer`} label="Employer" autoComplete={autofill ? 'organization' : 'off'} />
        <TextField name={`${path}.jobTitle`} label="Job title" autoComplete={autofill ? 'organization-title' : 'off'} />
        <SelectField name={`${path}.incomeType`} label="Income type" options={INCOME_OPTIONS} placeholder="Choose one" />
        <TextField
          name={`${path}.monthlyIncome`}
          label="Monthly income"
          hint="Before taxes, in US dollars"
          inputMode="decimal"
          autoComplete="off"
        />
        <TextField name={`${path}.years`} label="Years at this job" inputMode="numeric" autoComplete="off" />
        <TextField
          name={`${path}.months`}
          label="Months at this job"
          hint="0 to 11, besides the years"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <TextField
        name={`${path}.phone`}
        label="Employer phone (optional)"
        type="text"
        inputMode="tel"
        autoComplete="off"
        required={false}
      />
    </>
  )
}

/** A borrower's employment history: the current job, and the previous one when the current is recent. */
export function EmploymentFields({ prefix }: { prefix: BorrowerPrefix }) {
  const tr = useTranslate()
  return (
    <HistoryFieldsets
      list={`${prefix}employment`}
      duration={{ years: 'years', months: 'months' }}
      legends={{ current: 'Current employment', previous: 'Previous employment' }}
      reason={tr('finance.creditApplication.lessThanYearsYearsJob', {
        years: PREVIOUS_HISTORY_YEARS,
      })}
      entry={(path, current) => <EmploymentEntry path={path} autofill={current && prefix === ''} />}
    />
  )
}
