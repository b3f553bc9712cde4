'use client'

import { SelectField } from '@/components/forms/select-field.client'
import { TextField } from '@/components/forms/text-field.client'
import { PREVIOUS_HISTORY_YEARS } from '@/lib/credit-application/history'
import { HOUSING_STATUS_LABELS } from '@/lib/credit-application/page'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { HistoryFieldsets } from './history-fieldsets.client'
import type { BorrowerPrefix } from './identity-fields.client'

const HOUSING_OPTIONS = Object.entries(HOUSING_STATUS_LABELS).map(([value, label]) => ({ value, label }))

/** One address: where, housing and payment, and how long. Only the applicant's current one is autofilled. */
function ResidenceEntry({ path, autofill }: { path: string; autofill: boolean }) {
  const auto = (token: 'address-line1' | 'address-line2' | 'address-level2' | 'address-level1' | 'postal-code') =>
    autofill ? token : 'off'
  return (
    <>
      <TextField name={`${path}.fullAddress`} label="Street address" autoComplete={auto('address-line1')} />
      <TextField
        name={`${path}.apartment`}
        label="Apartment or unit (optional)"
        autoComplete={auto('address-line2')}
        required={false}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name={`${path}.city`} label="City" autoComplete={auto('address-level2')} />
        <TextField name={`${path}.state`} label="State" autoComplete={auto('address-level1')} />
        <TextField name={`${path}.zipCode`} label="ZIP code" autoComplete={auto('postal-code')} inputMode="numeric" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name={`${path}.housingStatus`} label="Housing" options={HOUSING_OPTIONS} placeholder="Choose one" />
        <TextField
          name={`${path}.monthlyRent`}
          label="Monthly rent or mortgage (optional)"
          hint="In US dollars"
          inputMode="decimal"
          autoComplete="off"
          required={false}
        />
        <TextField name={`${path}.yearsAtAddress`} label="Years at this address" inputMode="numeric" autoComplete="off" />
        <TextField
          name={`${path}.monthsAtAddress`}
          label="Months at this address"
          hint="0 to 11, besides the years"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
    </>
  )
}

/** A borrower's residence history: the current address, and the previous one when the current is recent. */
export function ResidenceFields({ prefix }: { prefix: BorrowerPrefix }) {
  const tr = useTranslate()
  return (
    <HistoryFieldsets
      list={`${prefix}residence`}
      duration={{ years: 'yearsAtAddress', months: 'monthsAtAddress' }}
      legends={{ current: 'Current address', previous: 'Previous address' }}
      reason={tr('finance.creditApplication.lessThanYearsYears', {
        years: PREVIOUS_HISTORY_YEARS,
      })}
      entry={(path, current) => <ResidenceEntry path={path} autofill={current && prefix === ''} />}
    />
  )
}
