'use client'

import { PhoneField } from './phone-field.client'
import { TextField } from './text-field.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** First and last name, email and phone (with the cell-phone consent disclaimer): what most lead forms ask first. */
export function ContactFields() {
  const tr = useTranslate()
  return (
    <>
      <p className="text-sm text-ink-600">{tr('forms.fields.allFieldsRequired')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <PhoneField name="phone" />
    </>
  )
}
