'use client'

import { PhoneField } from '@/components/forms/phone-field.client'
import { TextField } from '@/components/forms/text-field.client'

import { BirthDateField } from './birth-date-field.client'
import { SsnField } from './ssn-field.client'

/** Where a borrower's fields live: the applicant at the top level, the co-borrower under `coBorrower.`. */
export type BorrowerPrefix = '' | 'coBorrower.'

/**
 * A borrower's name, contact details, date of birth and SSN. The browser may autofill the applicant's own
 * details; never the co-borrower's, which are someone else's.
 */
export function IdentityFields({ prefix }: { prefix: BorrowerPrefix }) {
  const own = prefix === ''
  const user = `${prefix}user`
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name={`${user}.firstName`} label="First name" autoComplete={own ? 'given-name' : 'off'} />
        <TextField
          name={`${user}.middleName`}
          label="Middle name (optional)"
          autoComplete={own ? 'additional-name' : 'off'}
          required={false}
        />
        <TextField name={`${user}.lastName`} label="Last name" autoComplete={own ? 'family-name' : 'off'} />
        <TextField
          name={`${user}.suffix`}
          label="Suffix (optional)"
          hint="Jr., Sr., III…"
          autoComplete={own ? 'honorific-suffix' : 'off'}
          required={false}
        />
      </div>
      <TextField name={`${user}.email`} label="Email" type="email" autoComplete={own ? 'email' : 'off'} />
      <PhoneField name={`${user}.phone`} />
      <div className="grid gap-4 sm:grid-cols-2">
        <BirthDateField name={`${user}.dateOfBirth`} autoComplete={own ? 'bday' : 'off'} />
        <SsnField name={`${prefix}ssn`} />
      </div>
    </div>
  )
}
