'use client'

import { PhoneField } from '@/components/forms/phone-field.client'
import { TextField } from '@/components/forms/text-field.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** The contact step: the shared contact fields; the phone field carries the cell-phone consent disclaimer. */
export function ContactStep() {
  const tr = useTranslate()
  return (
    <div className="space-y-4">
      <p className="text-ink-700">{tr('finance.sellTrade.whereShouldSendOffer')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <PhoneField name="phone" />
    </div>
  )
}
