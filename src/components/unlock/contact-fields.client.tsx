'use client'

import { PhoneField } from '@/components/forms/phone-field.client'
import { TextField } from '@/components/forms/text-field.client'

/** First and last name, email and phone (with the cell-phone consent disclaimer): all the unlock forms ask. */
export function ContactFields() {
  return (
    <>
      <p className="text-sm text-ink-600">All fields are required.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <PhoneField name="phone" />
    </>
  )
}
